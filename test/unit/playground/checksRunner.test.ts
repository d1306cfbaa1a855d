/**
 * The checks runner: it asks a module worker at the checks worker's address
 * when there is one, matches answers to requests, and hands everything to the
 * page when the worker fails; Node has no Worker, so the page's path runs too.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startChecks } from '../../../theme/playground/checksRunner.ts';
import type { ChecksRequest, ChecksResponse } from '../../../theme/playground/checksProtocol.ts';
import { checkTexts } from '../../../theme/playground/model/playgroundReports.ts';

const schema = '{ "type": "object", "properties": { "n": { "type": "number" } } }';

type Answer = (worker: FakeWorker, request: ChecksRequest) => void;

/** A Worker that records what it is given and answers with `answer`. */
class FakeWorker extends EventTarget {
  static started: FakeWorker[] = [];
  static answer: Answer = () => undefined;
  readonly posted: ChecksRequest[] = [];
  terminated = false;
  constructor(
    readonly url: string,
    readonly options: WorkerOptions,
  ) {
    super();
    FakeWorker.started.push(this);
  }
  postMessage(request: ChecksRequest): void {
    this.posted.push(request);
    FakeWorker.answer(this, request);
  }
  reply(response: ChecksResponse): void {
    this.dispatchEvent(new MessageEvent('message', { data: response }));
  }
  terminate(): void {
    this.terminated = true;
  }
}

function withFakeWorker(answer: Answer): void {
  FakeWorker.started = [];
  FakeWorker.answer = answer;
  vi.stubGlobal('Worker', FakeWorker);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('startChecks', () => {
  it('without Worker (Node, old browsers) checks on the page', async () => {
    expect(typeof Worker).toBe('undefined');
    const runner = startChecks();
    await expect(runner.check(schema, '{ "n": "one" }')).resolves.toEqual(checkTexts(schema, '{ "n": "one" }'));
    runner.dispose();
  });

  it("starts a module worker at the checks worker's own address and gives each request its answer, in whatever order they come", async () => {
    const held: ChecksRequest[] = [];
    withFakeWorker((_worker, request) => {
      held.push(request);
    });
    const runner = startChecks();
    const first = runner.check(schema, '{ "n": 1 }');
    const second = runner.check(schema, '{ "n": "one" }');
    await vi.waitFor(() => expect(held).toHaveLength(2));
    const [worker] = FakeWorker.started;
    expect(FakeWorker.started).toHaveLength(1);
    expect(worker!.url).toMatch(/\/theme\/playground\/checksWorker\.(ts|js)$/);
    expect(worker!.options).toEqual({ type: 'module', name: 'sitegen-playground-checks' });
    expect(held.map(({ dataText }) => dataText)).toEqual(['{ "n": 1 }', '{ "n": "one" }']);
    for (const request of [...held].reverse())
      worker!.reply({ id: request.id, reports: checkTexts(request.schemaText, request.dataText) });
    await expect(first).resolves.toMatchObject({ dataReport: { kind: 'checked', diagnostics: [] } });
    await expect(second).resolves.toMatchObject({
      dataReport: { kind: 'checked', diagnostics: [{ keyword: 'type', pointer: '/n' }] },
    });
    runner.dispose();
    await vi.waitFor(() => expect(worker!.terminated).toBe(true));
  });

  it("rejects with the worker's reason when Ajv does not load there", async () => {
    withFakeWorker((worker, request) =>
      queueMicrotask(() => worker.reply({ id: request.id, loadError: 'Failed to fetch dynamically imported module' })),
    );
    const runner = startChecks();
    await expect(runner.check(schema, '{}')).rejects.toThrow('Failed to fetch dynamically imported module');
    runner.dispose();
  });

  it('a worker that fails hands what it was asked, and everything after, to the page', async () => {
    withFakeWorker(() => undefined);
    const runner = startChecks();
    const asked = runner.check(schema, '{ "n": 2 }');
    await vi.waitFor(() => expect(FakeWorker.started[0]?.posted).toHaveLength(1));
    const worker = FakeWorker.started[0]!;
    worker.dispatchEvent(new Event('error', { cancelable: true }));
    expect(worker.terminated).toBe(true);
    await expect(asked).resolves.toEqual(checkTexts(schema, '{ "n": 2 }'));
    await expect(runner.check(schema, '{ "n": "two" }')).resolves.toEqual(checkTexts(schema, '{ "n": "two" }'));
    expect(worker.posted).toHaveLength(1);
    runner.dispose();
  });
});
