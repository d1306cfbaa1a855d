/** The problem of a sidebar naming a doc id that no doc has, with the closest id and the ones there are. */
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { closest } from '../diagnostics/didYouMean.ts';
import { locate } from '../diagnostics/locate.ts';

/** The available doc ids for a hint; on a large site, the first ones and a count. */
export function listIds(ids: string[], most = 30): string {
  return ids.length <= most
    ? `Available ids: ${ids.join(', ')}.`
    : `Available ids: ${ids.slice(0, most).join(', ')}, and ${ids.length - most} more.`;
}

/** `id` is located in `text`, the file (`file`) that names it. */
export function unknownDoc(file: string, text: string, id: string, sidebarId: string, available: string[]): Diagnostic {
  const suggestion = closest(id, available);
  return {
    code: 'UnknownDocId',
    severity: 'error',
    file,
    ...locate(text, id),
    message: `Sidebar "${sidebarId}" refers to the doc id "${id}", which does not exist.`,
    hint: `${suggestion ? `Did you mean "${suggestion}"? ` : ''}${listIds(available)}`,
  };
}
