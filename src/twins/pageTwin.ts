/**
 * A page's Markdown twin: a short front matter (title, description, the
 * page's address, its docs version and language), the title as a heading
 * when the content has none, then the content (hastToMarkdown.ts) with the
 * site's widgets written as text: the schema viewer as its outline
 * (schemaOutline.ts), the editors and the playground as their schemas and
 * texts in fenced blocks.
 */
import type { Root } from 'hast';
import type { TranslateValues } from '../../theme/i18n/translate.ts';
import { escapeText, fencedCode, hastToMarkdown } from './hastToMarkdown.ts';
import { schemaOutline } from './schemaOutline.ts';
import { absoluteHref, twinLink, type TwinSite } from './twinLinks.ts';

/** What a page's twin says of the page besides its content. */
export interface TwinPage {
  title: string;
  description: string;
  /** The page's absolute address. */
  url: string;
  /** Its docs version's label, on a site of several. */
  version?: string;
  /** Its language, on a site of several. */
  locale?: string;
}

export interface PageTwinInput {
  /** The content as the page's HTML was written from it (markdownHtml.ts's tree, or React's HTML parsed). */
  content: Root;
  page: TwinPage;
  site: TwinSite;
  translate: (id: string, values?: TranslateValues) => string;
  /** Told of each island written as a placeholder (the build warns with --verbose). */
  onPlaceholder?: (name: string) => void;
}

const json = (value: unknown) => JSON.stringify(value, null, 2);

const fence = (language: string, text: string) => fencedCode(text, language || undefined);

/** The JSON of a text prop, pretty when it parses. */
const jsonText = (text: unknown) => {
  if (typeof text !== 'string') return json(text);
  try {
    return json(JSON.parse(text));
  } catch {
    return text;
  }
};

/** The site's widgets as Markdown, by island name; undefined leaves the island to what it rendered. */
function islandMarkdown(name: string, props: unknown, translate: PageTwinInput['translate']): string | undefined {
  const given = (props ?? {}) as Record<string, unknown>;
  switch (name) {
    case 'schema-viewer':
      return schemaOutline(props, { translate });
    case 'monaco-editor':
      return typeof given.value === 'string'
        ? fence(typeof given.language === 'string' && given.language !== 'plaintext' ? given.language : '', given.value)
        : undefined;
    case 'json-schema-editor': {
      const schema = (given.schema as { schema?: unknown } | undefined)?.schema;
      return (
        [
          schema !== undefined ? fence('json', json(schema)) : '',
          typeof given.value === 'string' ? fence('json', jsonText(given.value)) : '',
        ]
          .filter(Boolean)
          .join('\n\n') || undefined
      );
    }
    case 'playground': {
      const examples = Array.isArray(given.examples)
        ? (given.examples as { label?: unknown; schema?: unknown; data?: unknown }[])
        : [];
      return (
        examples
          .map((example) =>
            [
              typeof example.label === 'string' ? `**${example.label}**` : '',
              example.schema !== undefined ? fence('json', jsonText(example.schema)) : '',
              example.data !== undefined ? fence('json', jsonText(example.data)) : '',
            ]
              .filter(Boolean)
              .join('\n\n'),
          )
          .join('\n\n') || undefined
      );
    }
    default:
      return undefined;
  }
}

/** A front matter value: a YAML string in double quotes, which JSON's escapes are valid in. */
const yamlString = (value: string) => JSON.stringify(value);

export function pageTwin(input: PageTwinInput): string {
  const { page, site, translate } = input;
  const body = hastToMarkdown(input.content, {
    link: (href) => twinLink(href, site),
    image: (src) => absoluteHref(src, site),
    island: (name, props) => islandMarkdown(name, props, translate),
    placeholder: (name) => {
      input.onPlaceholder?.(name);
      return translate('sitegen.twin.placeholder', { name });
    },
  });
  const frontMatter = [
    '---',
    `title: ${yamlString(page.title)}`,
    ...(page.description ? [`description: ${yamlString(page.description)}`] : []),
    `url: ${yamlString(page.url)}`,
    ...(page.version !== undefined ? [`version: ${yamlString(page.version)}`] : []),
    ...(page.locale !== undefined ? [`locale: ${yamlString(page.locale)}`] : []),
    '---',
  ].join('\n');
  const hasTitle = /^# /.test(body);
  return `${frontMatter}\n\n${hasTitle ? '' : `# ${escapeText(page.title)}\n\n`}${body}`;
}
