/**
 * `sitegen serve --open`: opens the address in the default browser, or in
 * the program named by `BROWSER` (`BROWSER=none` opens nothing), as other
 * dev servers do. A browser that cannot be started is a note, not a failure.
 */
import { spawn } from 'node:child_process';

export function openBrowser(url: string, env: NodeJS.ProcessEnv, log: (text: string) => void): void {
  const chosen = env.BROWSER;
  if (chosen === 'none') return;
  const [command, args] = chosen
    ? [chosen, [url]]
    : process.platform === 'darwin'
      ? ['open', [url]]
      : process.platform === 'win32'
        ? ['cmd', ['/c', 'start', '""', url]]
        : ['xdg-open', [url]];
  try {
    const child = spawn(command, args, { stdio: 'ignore', detached: true });
    child.on('error', () => log(`Could not open a browser (${command}); open ${url} yourself.\n`));
    child.unref();
  } catch {
    log(`Could not open a browser (${command}); open ${url} yourself.\n`);
  }
}
