/**
 * tieredScanner.ts: a list of patterns answers from scanners of one pattern
 * each until it has answered enough scans, then from the list compiled
 * whole. Either way, every answer must be the whole scanner's.
 */
import type { PatternScanner, RegexEngine } from 'shiki/core';
import { createOnigurumaEngine } from 'shiki/engine/oniguruma';
import { beforeAll, describe, expect, it } from 'vitest';
import { SinglePatternScanners, tieredScanner } from '../../../../src/markdown/highlight/tieredScanner.ts';

let engine: RegexEngine;
beforeAll(async () => {
  engine = await createOnigurumaEngine(import('shiki/wasm'));
});

/** The engine, counting the patterns of each scanner it compiles. */
function counting(): { engine: Pick<RegexEngine, 'createScanner'>; compiled: string[][] } {
  const compiled: string[][] = [];
  return {
    compiled,
    engine: {
      createScanner(patterns) {
        compiled.push(patterns.map(String));
        return engine.createScanner(patterns);
      },
    },
  };
}

const pool = ['a', 'b+', '(?<=a)b', '\\Gb', '\\Aa', 'ab|b', '$', '(?=b)', 'x', '\\b\\w+', '[ab]{2}', ' *', 'c(?!a)'];
const lines = ['abab', 'bbb a', '', 'xab ba', 'aaaa', 'cacb', 'b ab'];
// vscode-textmate's FindOption: none, NotBeginString, NotEndString, NotBeginPosition.
const optionsOf = [0, 1, 2, 4];

/** Lists of 2 to 5 patterns from the pool, in a fixed pseudo-random order. */
function lists(count: number): string[][] {
  let seed = 7;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) % pool.length;
  return Array.from({ length: count }, (_, i) => Array.from({ length: 2 + (i % 4) }, () => pool[next()]!));
}

/** Every answer of `scanner` for `line`, from each start forwards, then backwards, with each option. */
function answers(scanner: PatternScanner, line: string): unknown[] {
  const string = engine.createString(line);
  const starts = [...Array(line.length + 1).keys()];
  const out: unknown[] = [];
  for (const options of optionsOf) {
    for (const start of [...starts, ...starts.reverse()]) out.push(scanner.findNextMatchSync(string, start, options));
  }
  string.dispose?.();
  return out;
}

describe('a tiered scanner', () => {
  it('answers every scan as the whole scanner does, before and after it is compiled whole', () => {
    const singles = new SinglePatternScanners(engine);
    for (const patterns of lists(60)) {
      const whole = engine.createScanner(patterns);
      // Whole after 50 scans: the first line asks 40 (4 options, 5 starts, both ways), so each list answers from both
      // tiers.
      const tiered = tieredScanner(engine, singles, patterns, 50);
      for (const line of lines)
        expect(answers(tiered, line), `${JSON.stringify(patterns)} on ${JSON.stringify(line)}`).toEqual(
          answers(whole, line),
        );
    }
  });

  it('takes the pattern of the lowest index among those that match at the same place', () => {
    const tiered = tieredScanner(engine, new SinglePatternScanners(engine), ['b', 'ab', 'a']);
    const string = engine.createString('xab');
    expect(tiered.findNextMatchSync(string, 0, 0)).toEqual({
      index: 1,
      captureIndices: [{ start: 1, end: 3, length: 2 }],
    });
    expect(tiered.findNextMatchSync(string, 2, 0)).toEqual({
      index: 0,
      captureIndices: [{ start: 2, end: 3, length: 1 }],
    });
    expect(tiered.findNextMatchSync(string, 3, 0)).toBeNull();
  });

  it('asks a pattern with \\G again from every start, since it matches only where the search starts', () => {
    const scanner = new SinglePatternScanners(engine).of('\\Gb');
    const string = engine.createString('bab');
    // No match from 1 must not be kept for a search from 2, where \G is at a b.
    expect(
      [0, 1, 2].map((start) => scanner.findNextMatchSync(string, start, 0)?.captureIndices[0]?.start ?? null),
    ).toEqual([0, null, 2]);
  });

  it('compiles each pattern once for every list that holds it, and a list whole only past its threshold', () => {
    const { engine: counted, compiled } = counting();
    const singles = new SinglePatternScanners(counted);
    const first = tieredScanner(counted, singles, ['x', 'b', 'c'], 2);
    const second = tieredScanner(counted, singles, ['d', 'b', 'c'], 2);
    const string = engine.createString('abc');
    first.findNextMatchSync(string, 0, 0);
    second.findNextMatchSync(string, 0, 0);
    expect(compiled).toEqual([['x'], ['b'], ['c'], ['d']]);
    first.findNextMatchSync(string, 1, 0);
    expect(compiled).toHaveLength(4);
    expect(first.findNextMatchSync(string, 2, 0)).toEqual({
      index: 2,
      captureIndices: [{ start: 2, end: 3, length: 1 }],
    });
    expect(compiled.slice(4)).toEqual([['x', 'b', 'c']]);
  });

  it('compiles no pattern after one that matches where the scan starts', () => {
    const { engine: counted, compiled } = counting();
    const tiered = tieredScanner(counted, new SinglePatternScanners(counted), ['a', 'b', 'c']);
    expect(tiered.findNextMatchSync(engine.createString('abc'), 0, 0)?.index).toBe(0);
    expect(compiled).toEqual([['a']]);
  });
});
