import { describe, expect, it } from 'vitest';
import { configTimeoutSeconds, loadWithin } from '../../../src/config/configTimeout.ts';
import { SitegenError } from '../../../src/diagnostics/diagnostic.ts';

describe('configTimeoutSeconds', () => {
  it('is 30 s unless SITEGEN_CONFIG_TIMEOUT says otherwise, in seconds', () => {
    expect(configTimeoutSeconds({})).toBe(30);
    expect(configTimeoutSeconds({ SITEGEN_CONFIG_TIMEOUT: ' ' })).toBe(30);
    expect(configTimeoutSeconds({ SITEGEN_CONFIG_TIMEOUT: '2.5' })).toBe(2.5);
  });

  it('InvalidEnvironment: a value that is no number of seconds above 0', () => {
    for (const value of ['0', '-1', 'ten', 'Infinity']) {
      try {
        configTimeoutSeconds({ SITEGEN_CONFIG_TIMEOUT: value });
        expect.unreachable(value);
      } catch (error) {
        expect((error as SitegenError).diagnostics).toEqual([
          {
            code: 'InvalidEnvironment',
            severity: 'error',
            message: `SITEGEN_CONFIG_TIMEOUT is ${JSON.stringify(value)}, which is not a number of seconds above 0.`,
            hint: 'Set it to the seconds a config may take to load, such as SITEGEN_CONFIG_TIMEOUT=60, or unset it for 30.',
          },
        ]);
      }
    }
  });
});

describe('loadWithin', () => {
  it('gives what settles in time, and leaves no timer behind', async () => {
    await expect(loadWithin(Promise.resolve(7), 1, '/site/sitegen.config.ts')).resolves.toBe(7);
    await expect(loadWithin(Promise.reject(new Error('own failure')), 1, '/site/sitegen.config.ts')).rejects.toThrow(
      'own failure',
    );
  });

  it('ConfigTimeout at the file once the time has passed', async () => {
    const error = await loadWithin(new Promise(() => {}), 0.05, '/site/docusaurus.config.ts').catch(
      (caught: unknown) => caught,
    );
    expect((error as SitegenError).diagnostics[0]).toMatchObject({
      code: 'ConfigTimeout',
      file: '/site/docusaurus.config.ts',
      message:
        'docusaurus.config.ts did not finish loading within 0.05 s: it waits for something that never happens (a promise that never settles, a server that does not answer).',
    });
  });
});
