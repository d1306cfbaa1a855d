/**
 * Front matter `pagination_prev` / `pagination_next` replace a doc's computed
 * neighbours with another doc, or remove them with `null`.
 */
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { keyLine } from '../content/frontMatter.ts';
import { closest } from '../diagnostics/didYouMean.ts';
import type { DocNavigation, DocRef } from './buildSidebars.ts';
import { listIds } from './unknownDoc.ts';

/** Where the value of a front matter key starts: it is the value that names a missing doc. */
function valuePosition(source: string, key: string): { line: number; column: number } {
  const at = keyLine(source, key);
  return at.line === 1 ? at : { line: at.line, column: at.column + key.length + 2 };
}

/** `displayed_sidebar` must name a sidebar that exists. */
export function checkDisplayedSidebars(docs: Map<string, DocRef>, sidebarIds: string[]): Diagnostic[] {
  const problems: Diagnostic[] = [];
  for (const ref of docs.values()) {
    const wanted = ref.doc.frontMatter.displayed_sidebar;
    if (typeof wanted !== 'string' || sidebarIds.includes(wanted)) continue;
    const suggestion = closest(wanted, sidebarIds);
    problems.push({
      code: 'UnknownSidebarId',
      severity: 'error',
      file: ref.doc.file,
      ...valuePosition(ref.doc.source, 'displayed_sidebar'),
      message: `Front matter "displayed_sidebar" names the sidebar "${wanted}", which does not exist.`,
      hint: `${suggestion ? `Did you mean "${suggestion}"? ` : ''}Available ids: ${sidebarIds.join(', ')}.`,
    });
  }
  return problems;
}

export function checkPaginationOverrides(
  docs: Map<string, DocRef>,
  navigation: Map<string, DocNavigation>,
  availableIds: string[],
): Diagnostic[] {
  const problems: Diagnostic[] = [];
  for (const [id, ref] of docs) {
    const fm = ref.doc.frontMatter;
    for (const [key, field] of [
      ['pagination_prev', 'previous'],
      ['pagination_next', 'next'],
    ] as const) {
      const value = fm[key];
      if (value === undefined) continue;
      const nav = navigation.get(id) ?? { sidebarId: '', breadcrumbs: [] };
      if (value === null) {
        delete nav[field];
      } else {
        const target = docs.get(value);
        if (!target) {
          const suggestion = closest(value, availableIds);
          problems.push({
            code: 'UnknownDocId',
            severity: 'error',
            file: ref.doc.file,
            ...valuePosition(ref.doc.source, key),
            message: `Front matter "${key}" refers to the doc id "${value}", which does not exist.`,
            hint: `${suggestion ? `Did you mean "${suggestion}"? ` : ''}${listIds(availableIds)}`,
          });
          continue;
        }
        nav[field] = {
          label: target.doc.frontMatter.pagination_label ?? target.doc.frontMatter.sidebar_label ?? target.title,
          href: target.href,
        };
      }
      navigation.set(id, nav);
    }
  }
  return problems;
}
