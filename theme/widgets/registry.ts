/**
 * Every widget a Markdown directive can name. `::doc-card-list` is the first;
 * the schema viewer and editor register here as islands.
 */
import { cardListCategory, categoryLabels, DocCardList } from '../components/DocCardList.tsx';
import type { WidgetDefinition } from './widgetTypes.ts';

export const widgets = new Map<string, WidgetDefinition>([
  ['doc-card-list', {
    description: 'Cards for the items of a sidebar category (by default, the category of the current doc).',
    props: { category: { kind: 'string', description: 'the label of the category to list' } },
    component: DocCardList,
    check: (props, { pageHref, sidebars }) => {
      const category = typeof props.category === 'string' ? props.category : undefined;
      if (cardListCategory(category, pageHref, sidebars)) return undefined;
      if (!category) return '::doc-card-list lists the category of its page, but this page is in no sidebar category; name one with category="…".';
      const labels = [...new Set(Object.values(sidebars).flatMap(categoryLabels))];
      return `::doc-card-list names the category "${category}", which no sidebar has. Categories: ${labels.join(', ') || 'none'}.`;
    },
  }],
]);
