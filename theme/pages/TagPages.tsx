/**
 * The tag pages, as Docusaurus has them: every tag (`/docs/tags`), and the docs
 * of one tag (`/docs/tags/<tag>`). Plain links: they read without JavaScript.
 */
import type { TagSummary, TaggedDoc } from '../data/siteData.ts';
import { englishTranslation, translate, useTranslate, useTranslation, type Translation } from '../i18n/translate.ts';

/** "One doc tagged with "API"", "3 docs tagged with "API"": the title of a tag's page. */
export function tagPageTitle(label: string, count: number, translation: Translation = englishTranslation): string {
  return translate(translation, 'theme.docs.tagDocListPageTitle', {
    nDocsTagged: translate(translation, 'theme.docs.tagDocListPageTitle.nDocsTagged', { count }),
    tagName: label,
  });
}

/** A tag's link with its number of docs. */
function TagWithCount({ tag }: { tag: TagSummary }) {
  const t = useTranslate();
  return (
    <a className="sg-tag" href={tag.href}>
      {tag.label}
      <span className="sg-tag__count">
        {tag.count}
        <span className="sg-visually-hidden"> {t('sitegen.tags.docCount', { count: tag.count })}</span>
      </span>
    </a>
  );
}

/** Every tag, grouped by its first letter. */
export function TagsListPage({ tags }: { tags: TagSummary[] }) {
  const t = useTranslate();
  const groups = new Map<string, TagSummary[]>();
  for (const tag of tags) {
    const letter = tag.label.charAt(0).toLocaleUpperCase('en');
    groups.set(letter, [...(groups.get(letter) ?? []), tag]);
  }
  return (
    <div className="sg-page-column sg-tags-page">
      <h1>{t('theme.tags.tagsPageTitle')}</h1>
      {[...groups]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([letter, group]) => (
          <section key={letter} className="sg-tags-page__group">
            <h2>{letter}</h2>
            <ul className="sg-tag-list">
              {group.map((tag) => (
                <li key={tag.href}>
                  <TagWithCount tag={tag} />
                </li>
              ))}
            </ul>
          </section>
        ))}
    </div>
  );
}

export interface TagDocListPageProps {
  label: string;
  description?: string | undefined;
  docs: TaggedDoc[];
  /** The page of every tag. */
  allTagsHref: string;
}

/** The docs of one tag: each title a link, with its description. */
export function TagDocListPage({ label, description, docs, allTagsHref }: TagDocListPageProps) {
  const translation = useTranslation();
  return (
    <div className="sg-page-column sg-tags-page">
      <h1>{tagPageTitle(label, docs.length, translation)}</h1>
      {description ? <p className="sg-tags-page__description">{description}</p> : null}
      <p>
        <a href={allTagsHref}>{translate(translation, 'theme.tags.tagsPageLink')}</a>
      </p>
      {docs.map((doc) => (
        <article key={doc.href} className="sg-tagged-doc">
          <h2>
            <a href={doc.href}>{doc.title}</a>
          </h2>
          {doc.description ? <p>{doc.description}</p> : null}
        </article>
      ))}
    </div>
  );
}
