/**
 * A position in generated code taken back to its source through a source map's `mappings` (version 3: lines
 * separated by `;`, segments by `,`, each segment base64 VLQ numbers relative to the previous ones). For the errors of
 * a Docusaurus config that esbuild transformed (configTransform.ts): the stack names the transformed code's line.
 */

const base64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const digitOf = new Map([...base64].map((character, i) => [character, i]));

/** The numbers of one segment, decoded from base64 VLQ. */
function segmentNumbers(segment: string): number[] {
  const numbers: number[] = [];
  let value = 0;
  let shift = 0;
  for (const character of segment) {
    const digit = digitOf.get(character) ?? 0;
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    numbers.push(value & 1 ? -(value >>> 1) : value >>> 1);
    value = 0;
    shift = 0;
  }
  return numbers;
}

/**
 * The source position (1-based line and column) of the generated `line` and `column` (1-based), from the last
 * segment of that line that starts at or before the column; undefined when the line maps to nothing.
 */
export function originalPosition(
  mappings: string,
  line: number,
  column: number,
): { line: number; column: number } | undefined {
  const lines = mappings.split(';');
  // Source line and column run across lines: every segment before the wanted line is read for them.
  let sourceLine = 0;
  let sourceColumn = 0;
  let found: { line: number; column: number } | undefined;
  for (let l = 0; l < Math.min(lines.length, line); l++) {
    let generatedColumn = 0;
    for (const segment of (lines[l] as string).split(',')) {
      if (segment === '') continue;
      const numbers = segmentNumbers(segment);
      generatedColumn += numbers[0] ?? 0;
      // A segment of one number maps its columns to no source.
      if (numbers.length < 4) continue;
      sourceLine += numbers[2] ?? 0;
      sourceColumn += numbers[3] ?? 0;
      if (l === line - 1 && generatedColumn <= column - 1) found = { line: sourceLine + 1, column: sourceColumn + 1 };
    }
  }
  return found;
}
