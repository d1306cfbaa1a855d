/**
 * Prints the build as a list of named stages with their durations. On a
 * terminal, long stages show a progress counter on one rewritten line; when
 * not a terminal (CI, pipes), only plain finished lines.
 */

export interface Reporter {
  stage<T>(
    name: string,
    run: (progress: (done: number, total: number) => void) => Promise<T>,
    detail?: (result: T) => string,
  ): Promise<T>;
  info(line: string): void;
  readonly stages: { name: string; ms: number }[];
}

export interface ReporterOptions {
  quiet: boolean;
  isTTY: boolean;
  write: (text: string) => void;
  now?: () => number;
}

export function formatMs(ms: number): string {
  return ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${Math.round(ms)} ms`;
}

export function createReporter(options: ReporterOptions): Reporter {
  const now = options.now ?? (() => performance.now());
  const stages: { name: string; ms: number }[] = [];
  const print = (line: string) => {
    if (!options.quiet) options.write(`${line}\n`);
  };
  return {
    stages,
    info: print,
    async stage(name, run, detail) {
      const start = now();
      let lastDraw = 0;
      const progress = (done: number, total: number) => {
        if (options.quiet || !options.isTTY) return;
        const t = now();
        if (t - lastDraw < 80 && done < total) return;
        lastDraw = t;
        options.write(`\r\x1b[2K  … ${name} ${done}/${total}`);
      };
      try {
        const result = await run(progress);
        const ms = now() - start;
        stages.push({ name, ms });
        if (options.isTTY && !options.quiet) options.write('\r\x1b[2K');
        const extra = detail ? detail(result) : '';
        print(`  ✓ ${name.padEnd(16)} ${formatMs(ms).padStart(9)}${extra ? `  ${extra}` : ''}`);
        return result;
      } catch (error) {
        if (options.isTTY && !options.quiet) options.write('\r\x1b[2K');
        print(`  ✗ ${name.padEnd(16)} ${formatMs(now() - start).padStart(9)}`);
        throw error;
      }
    },
  };
}
