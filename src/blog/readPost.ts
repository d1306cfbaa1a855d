/**
 * One post's file, read as Docusaurus's blog plugin reads it: its front matter, its address and date (from
 * the front matter or the file's name), its title (front matter, first heading, or file name), authors, tags,
 * summary and reading time; with the problems each part found.
 */
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { isMdxDoc, type MarkdownFormat } from '../markdown/mdxFormat.ts';
import { docTags } from '../tags/docTags.ts';
import type { TagsFile } from '../tags/tagsFile.ts';
import type { AuthorsFile } from './authorsFile.ts';
import { parseBlogPostFile } from './blogFrontMatter.ts';
import { frontMatterKeyPosition } from './frontMatterPlaces.ts';
import type { BlogPost, LoadBlogOptions } from './loadBlog.ts';
import { resolvePostAuthors } from './postAuthors.ts';
import { blogPostPath } from './postPath.ts';
import { postReadingTime } from './readingTime.ts';
import { truncatePost, untruncatedPostProblem, type TruncatedPost } from './truncate.ts';

/**
 * The title line of a body (`# Title`, or a setext heading), first after imports and blank lines: its index and line
 * count.
 */
function contentTitle(lines: string[]): { index: number; count: number; text: string } | undefined {
  let index = 0;
  while (index < lines.length && (/^\s*$/.test(lines[index] ?? '') || /^import\s/.test(lines[index] ?? ''))) index++;
  const line = lines[index] ?? '';
  const atx = /^#[ \t]+(.+?)(?:[ \t]+#+)?[ \t]*$/.exec(line);
  if (atx?.[1]) return { index, count: 1, text: atx[1].trim() };
  if (line.trim() !== '' && /^=+[ \t]*$/.test(lines[index + 1] ?? '')) return { index, count: 2, text: line.trim() };
  return undefined;
}

/**
 * The texts of a post's file: its body after the front matter, its title line blanked (the header shows the title), and
 * what its marker cuts.
 */
export function postTexts(
  source: string,
  file: string,
  format: MarkdownFormat,
): {
  parsed: ReturnType<typeof parseBlogPostFile>;
  heading: ReturnType<typeof contentTitle>;
  body: string;
  mdx: boolean;
  truncated: TruncatedPost;
} {
  const parsed = parseBlogPostFile(source, file);
  // The title: front matter's, else the body's first heading (taken out of the body, as Docusaurus does), else the
  // file's name.
  const lines = parsed.body.split('\n');
  const heading = contentTitle(lines);
  if (heading) lines.splice(heading.index, heading.count, ...Array.from({ length: heading.count }, () => ''));
  const body = heading ? lines.join('\n') : parsed.body;
  const mdx = isMdxDoc(file, body, format);
  return { parsed, heading, body, mdx, truncated: truncatePost(body, { mdx }) };
}

export async function readPost(
  file: string,
  relativePath: string,
  source: string,
  options: LoadBlogOptions,
  authorsFile: AuthorsFile | undefined,
  tagsFile: TagsFile | undefined,
  problems: Diagnostic[],
): Promise<{ post: BlogPost; undated: boolean } | undefined> {
  const { blog } = options;
  const { parsed, heading, body, mdx, truncated } = postTexts(source, file, options.format);
  problems.push(...parsed.problems);
  const { frontMatter } = parsed;
  if (frontMatter.draft === true && !options.drafts) return undefined;
  const placed = blogPostPath({ relativePath, frontMatter, source, file });
  problems.push(...placed.problems);
  // Dated later (`dateUndated`) when neither gives a date.
  const date = placed.path.date ?? new Date(0);
  const authors = resolvePostAuthors({
    frontMatter,
    authorsFile,
    source,
    file,
    baseUrl: options.basePath,
    authorsFileName: blog.authorsFile,
    onInlineAuthors: blog.onInlineAuthors,
  });
  problems.push(...authors.problems);
  const postTags = docTags(frontMatter.tags, tagsFile);
  if (tagsFile && blog.onInlineTags !== 'ignore' && blog.onInlineTags !== 'log') {
    for (const tag of frontMatter.tags ?? []) {
      if (typeof tag === 'string' && tagsFile.tags.has(tag)) continue;
      const label = typeof tag === 'string' ? tag : tag.label;
      problems.push({
        code: 'InlineBlogTag',
        severity: blog.onInlineTags === 'throw' ? 'error' : 'warning',
        file,
        ...frontMatterKeyPosition(source, 'tags'),
        message: `The tag ${JSON.stringify(label)} is not defined in ${blog.tagsFile}.`,
        hint:
          `Add it to ${blog.path}/${blog.tagsFile}, or set onInlineTags to 'ignore' to allow tags of the posts' ` +
          `own.`,
      });
    }
  }
  const title = frontMatter.title ?? heading?.text ?? placed.path.fileNameText;
  const untruncated = untruncatedPostProblem(file, truncated, blog.onUntruncatedBlogPosts);
  if (untruncated) problems.push(untruncated);
  const post: BlogPost = {
    file,
    relativePath,
    source,
    body,
    bodyLineOffset: parsed.bodyLineOffset,
    ...(truncated.truncated ? { summaryBody: truncated.summary } : {}),
    truncated: truncated.truncated,
    mdx,
    ...(truncated.truncated && !mdx
      ? { summaryCut: { markers: truncated.markers ?? 1, line: parsed.bodyLineOffset + (truncated.markerLine ?? 1) } }
      : {}),
    frontMatter,
    route: joinRoute(blog.routeBase, placed.path.slug),
    date,
    title,
    sidebarLabel: frontMatter.sidebar_label ?? title,
    description: frontMatter.description,
    authors: authors.authors,
    tags: postTags,
    readingTime: postReadingTime(parsed.body, { wordsPerMinute: blog.wordsPerMinute }),
    unlisted: frontMatter.unlisted === true,
  };
  return { post, undated: placed.path.date === undefined };
}

/** A route under the blog's: `/blog` and `2024/hello` → `/blog/2024/hello`. */
export function joinRoute(base: string, slug: string): string {
  const joined = `${base === '/' ? '' : base}/${slug.replace(/^\/+/, '')}`.replace(/\/+$/, '');
  return joined === '' ? '/' : joined;
}
