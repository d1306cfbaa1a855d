/**
 * A doc's tags from its front matter `tags`, as Docusaurus reads them: a name
 * is a tag of `docs/tags.yml` when it has that key, else a tag of its own
 * (labelled with the name, at the name as a slug); `{ label, permalink }`
 * gives both.
 */
import type { FrontMatterTag } from '../content/frontMatter.ts';
import { tagSlug } from './tagSlug.ts';
import type { TagDefinition, TagsFile } from './tagsFile.ts';

export function docTags(tags: readonly FrontMatterTag[] | undefined, tagsFile: TagsFile | undefined): TagDefinition[] {
  return (tags ?? []).map((tag) => {
    if (typeof tag !== 'string') return { label: tag.label, permalink: `/${tag.permalink.replace(/^\/+|\/+$/g, '')}` };
    return tagsFile?.tags.get(tag) ?? { label: tag, permalink: `/${tagSlug(tag)}` };
  });
}
