/**
 * The line the build prints for each widget of an MDX doc that ships
 * JavaScript of its own because a prop is code (`remarkIsolateWidgets.ts`):
 * where it is, why, and what its island's own file weighs.
 */
import path from 'node:path';
import type { MdxIsland } from '../markdown/compileContext.ts';
import type { OutputFile } from '../output/outputFile.ts';

export function mdxIslandReport(
  island: MdxIsland,
  siteDir: string,
  assets: { islands: Record<string, string>; files?: readonly OutputFile[] },
): string {
  const where = `${path.relative(siteDir, island.file).split(path.sep).join('/')}:${island.line}:${island.column}`;
  const url = assets.islands[island.id] ?? '';
  const output = assets.files?.find((f) => url.endsWith(`/${f.path}`));
  const size = output ? ` (${(output.contents.length / 1024).toFixed(1)} KB of its own)` : '';
  const props = island.props.join(', ');
  return (
    `  ${where} <${island.element}> ships its own JavaScript${size}: ${props} ` +
    `${island.props.length === 1 ? 'is' : 'are'} code, which JSON cannot carry, so the browser runs the doc's ` +
    `code to make it.`
  );
}
