/** HTTP and process helpers for the tests of `sitegen serve`. */
import type { ChildProcess } from 'node:child_process';
import { request } from 'node:http';

export interface Response {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A GET with the path sent exactly as written (fetch would normalise `..` away before sending). */
export function get(port: number, rawPath: string): Promise<Response> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: rawPath, method: 'GET' }, (res) => {
      let body = '';
      res.setEncoding('utf8').on('data', (chunk: string) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Everything a child process printed so far, kept as it comes. */
export function collectOutput(child: ChildProcess): { stdout: () => string; stderr: () => string } {
  let stdout = '';
  let stderr = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    stdout += chunk;
  });
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
  });
  return { stdout: () => stdout, stderr: () => stderr };
}

/** Resolves with the first stdout line matching `pattern`; rejects if the process ends first. */
export function waitForLine(child: ChildProcess, pattern: RegExp, timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    let stdout = '';
    let stderr = '';
    const timer = setTimeout(
      () => reject(new Error(`no line matching ${pattern} within ${timeoutMs} ms:\n${stdout}\n${stderr}`)),
      timeoutMs,
    );
    child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
      stderr += chunk;
    });
    child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk;
      const line = stdout.split('\n').find((l) => pattern.test(l));
      if (line !== undefined) {
        clearTimeout(timer);
        resolve(line);
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`sitegen serve exited with ${code}:\n${stdout}\n${stderr}`));
    });
  });
}

/** Stops a child process and waits for it to end. */
export async function stop(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

export interface ServerEvent {
  type: string;
  data: unknown;
}

/** A client of the dev server's event stream: every event it received, and a way to wait for the next ones. */
export function listenToEvents(port: number): Promise<{
  events: ServerEvent[];
  next: (type: string, timeoutMs?: number) => Promise<ServerEvent>;
  close: () => void;
}> {
  return new Promise((resolve, reject) => {
    const events: ServerEvent[] = [];
    let read = 0;
    let waiting: (() => void)[] = [];
    const req = request({ host: '127.0.0.1', port, path: '/__sitegen/events' }, (res) => {
      let buffer = '';
      res.setEncoding('utf8').on('data', (chunk: string) => {
        buffer += chunk;
        let end;
        while ((end = buffer.indexOf('\n\n')) !== -1) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const type = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (type && data) events.push({ type, data: JSON.parse(data) as unknown });
        }
        for (const wake of waiting.splice(0)) wake();
      });
      resolve({
        events,
        /** The next event of `type` not yet returned (earlier events of other types are passed over). */
        next: (type, timeoutMs = 30_000) =>
          new Promise((found, fail) => {
            const timer = setTimeout(
              () =>
                fail(
                  new Error(
                    `no "${type}" event within ${timeoutMs} ms; received ${JSON.stringify(events.slice(read))}`,
                  ),
                ),
              timeoutMs,
            );
            const check = () => {
              const at = events.findIndex((event, i) => i >= read && event.type === type);
              if (at === -1) {
                waiting.push(check);
                return;
              }
              read = at + 1;
              clearTimeout(timer);
              found(events[at] as ServerEvent);
            };
            check();
          }),
        close: () => {
          waiting = [];
          req.destroy();
        },
      });
    });
    req.on('error', reject);
    req.end();
  });
}

/** Waits until what `child` printed matches `pattern`, polling what `output` collected. */
export async function waitForOutput(
  output: ReturnType<typeof collectOutput>,
  pattern: RegExp,
  what: string,
  timeoutMs = 30_000,
): Promise<void> {
  for (let waited = 0; !pattern.test(output.stdout()); waited += 50) {
    if (waited > timeoutMs)
      throw new Error(`${what} did not happen within ${timeoutMs} ms:\n${output.stdout()}\n${output.stderr()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A `sitegen serve --watch` of a test's site, its first build done, and the reload events listened to from then on. */
export interface Watching {
  child: ChildProcess;
  output: ReturnType<typeof collectOutput>;
  port: number;
  /** The line announcing the address. */
  serving: string;
  events: Awaited<ReturnType<typeof listenToEvents>>;
}

/**
 * Starts `serve --watch` (`start`: the process, as runSitegen's startSitegen starts it) and waits for its first build.
 */
export async function watchSite(start: () => ChildProcess): Promise<Watching> {
  const child = start();
  const output = collectOutput(child);
  const serving = await waitForLine(child, /^Serving /, 30_000);
  const port = Number(/:(\d+),/.exec(serving)?.[1]);
  await waitForOutput(output, /✓ Built \d+ pages in /, 'the first build');
  // Listening from here: the events of the first build are behind us.
  return { child, output, port, serving, events: await listenToEvents(port) };
}
