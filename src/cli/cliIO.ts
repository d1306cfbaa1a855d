/** What a command writes to and where it runs: the process's own streams, or a test's. */
export interface CliIO {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  isTTY: boolean;
  cwd: string;
}

export const processIO = (): CliIO => ({
  stdout: (t) => process.stdout.write(t),
  stderr: (t) => process.stderr.write(t),
  isTTY: Boolean(process.stdout.isTTY),
  cwd: process.cwd(),
});

/** Thrown by a command to end with this exit code, after it printed why. */
export class ExitCode extends Error {
  constructor(readonly code: number) {
    super(`exit ${code}`);
  }
}
