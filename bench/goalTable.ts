/**
 * The bench's closing table: the figures that goals are set for (build
 * times, memory, HTML per page, Lighthouse scores), gathered as the bench
 * measures them, one column per checkout measured (this one, and
 * BENCH_COMPARE's), in the order they were first noted.
 */
export interface GoalTable {
  /** The figure's value for the checkout at `column` (0: this checkout). */
  note(figure: string, column: number, value: string): void;
  lines(): string[];
}

export function goalTable(columns: string[]): GoalTable {
  const rows = new Map<string, string[]>();
  return {
    note(figure, column, value) {
      const row = rows.get(figure) ?? [];
      row[column] = value;
      rows.set(figure, row);
    },
    lines() {
      const width = Math.max(6, ...[...rows.keys()].map((figure) => figure.length));
      const cell = (value: string | undefined) => (value ?? '-').padEnd(26);
      return [
        'The figures with goals, in one table:',
        `  ${'figure'.padEnd(width)}  ${columns.map(cell).join('')}`.trimEnd(),
        ...[...rows].map(([figure, values]) =>
          `  ${figure.padEnd(width)}  ${columns.map((_, i) => cell(values[i])).join('')}`.trimEnd(),
        ),
      ];
    },
  };
}
