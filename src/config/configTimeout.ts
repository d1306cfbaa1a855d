/**
 * The time a config may take to load. Running a config runs the site's code: a top-level await on a
 * promise that never settles would end Node with its code 13 and nothing said, and one kept waiting by a
 * live timer would hang every command. Loading races a timer (which also keeps Node running) and fails
 * with ConfigTimeout, naming the file and the time waited. `SITEGEN_CONFIG_TIMEOUT` sets the limit.
 */
import path from 'node:path';
import { SitegenError } from '../diagnostics/diagnostic.ts';

export const defaultConfigTimeoutSeconds = 30;

/** The limit in seconds, from `SITEGEN_CONFIG_TIMEOUT`; a value that is no positive number is an error. */
export function configTimeoutSeconds(env: Record<string, string | undefined>): number {
  const raw = env.SITEGEN_CONFIG_TIMEOUT;
  if (raw === undefined || raw.trim() === '') return defaultConfigTimeoutSeconds;
  const seconds = Number(raw);
  if (!Number.isFinite(seconds) || seconds <= 0) {
    throw new SitegenError([
      {
        code: 'InvalidEnvironment',
        severity: 'error',
        message: `SITEGEN_CONFIG_TIMEOUT is ${JSON.stringify(raw)}, which is not a number of seconds above 0.`,
        hint:
          `Set it to the seconds a config may take to load, such as SITEGEN_CONFIG_TIMEOUT=60, or unset it for ` +
          `${defaultConfigTimeoutSeconds}.`,
      },
    ]);
  }
  return seconds;
}

/** `loading`, or a ConfigTimeout error at `file` once `seconds` have passed without it settling. */
export async function loadWithin<T>(loading: Promise<T>, seconds: number, file: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new SitegenError([
            {
              code: 'ConfigTimeout',
              severity: 'error',
              file,
              message:
                `${path.basename(file)} did not finish loading within ${seconds} s: it waits for something that ` +
                `never happens (a promise that never settles, a server that does not answer).`,
              hint:
                `Look for a top-level await or an async config function that never returns. The limit is ` +
                `SITEGEN_CONFIG_TIMEOUT (seconds, ${defaultConfigTimeoutSeconds} by default).`,
            },
          ]),
        ),
      seconds * 1000,
    );
  });
  try {
    return await Promise.race([loading, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
