/**
 * A hash of what a post's meta is made of besides the blog's options and git (src/render/blogPostMeta.ts): its
 * title, address, date, authors, tags, whether it is cut, its path and its front matter's last update. Every page
 * that shows the post has it in its key. Made once for a post read, and kept with its build cache record
 * (postRecord.ts): a post taken unread does not stringify its authors and tags again, which took about a
 * hundredth of a second a build on a blog of 1,000 posts.
 */
import { renderKey } from '../render/renderKeys.ts';
import type { BlogPost } from './loadBlog.ts';

const made = new WeakMap<BlogPost, string>();

/** The post's key: the one its record kept, or made now. */
export function postInputsKey(post: BlogPost): string {
  if (post.inputsKey !== undefined) return post.inputsKey;
  let key = made.get(post);
  if (key === undefined) {
    key = renderKey(
      JSON.stringify([
        post.title,
        post.route,
        post.date.getTime(),
        post.authors,
        post.tags,
        post.truncated,
        post.relativePath,
        post.frontMatter.last_update ?? null,
      ]),
    );
    made.set(post, key);
  }
  return key;
}
