/**
 * Every widget a Markdown directive can name. `::doc-card-list` is the first;
 * the schema viewer and editor register here as islands.
 */
import { DocCardList } from '../components/DocCardList.tsx';
import type { WidgetDefinition } from './widgetTypes.ts';

export const widgets = new Map<string, WidgetDefinition>([
  ['doc-card-list', {
    description: 'Cards for the items of a sidebar category (by default, the category of the current doc).',
    props: { category: { kind: 'string', description: 'the label of the category to list' } },
    component: DocCardList,
  }],
]);
