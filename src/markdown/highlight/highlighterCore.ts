/**
 * A shiki highlighter as sitegen makes them: the Oniguruma engine (WASM,
 * shipped inside shiki, so nothing is fetched), both themes made readable on
 * the code background, and no grammar (`grammarLoader.ts` loads them as
 * blocks need them).
 *
 * Oniguruma is the engine TextMate grammars are written for, so every
 * grammar shiki bundles runs as written: shiki's JavaScript engine must
 * translate each pattern into a JavaScript regular expression and refuses
 * some (a block in such a grammar was shown as plain text). A grammar's first
 * block is faster (30 ts, json and bash blocks: 0.46 s against 0.54 s), later
 * blocks a little slower (1,200 blocks: 0.56 s against 0.47 s); its output
 * was the same on 398 of 400 samples in 80 languages. Only the build
 * highlights: the browser never loads this.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type {
  HighlighterCore,
  PatternScanner,
  RegexEngine,
  RegexEngineString,
  ThemeRegistrationRaw,
  WebAssemblyInstantiator,
} from 'shiki/core';
import { withContrast } from './accessibleTheme.ts';
import { patternKey, SinglePatternScanners, tieredScanner } from './tieredScanner.ts';

/** The themes, as `codeToHast` names them. */
export const themes = { light: 'github-light', dark: 'github-dark' } as const;

/**
 * The darkest (light theme) and lightest (dark theme) backgrounds a token can
 * sit on in theme.css: the code background under a highlighted line.
 */
const codeBackgrounds = { light: '#dce6f2', dark: '#2e3a48' } as const;

/**
 * The Oniguruma engine with its scanners shared: a scanner (a list of
 * compiled patterns) is compiled once per process for any grammar, state or
 * highlighter that asks for the same patterns. Compiling them was most of a
 * grammar's first blocks: typescript and tsx share most rules, markdown's
 * fences embed them again, and an end pattern with a back-reference (a
 * fence's closing ```) is compiled afresh for every block. A scanner holds
 * no state between calls; the grammars' `dispose` of a shared one is
 * ignored, since another may still use it.
 *
 * While a block is highlighted (`rememberingMatches`), each scanner also
 * remembers its answers: shiki tokenizes a block once per theme, and the
 * second pass asks every scanner the same questions (the same line, from the
 * same place, with the same options) as the first, since a theme colours the
 * tokens but does not change where they are. The second pass reads the
 * answers instead of running Oniguruma again, and the line is copied into
 * the engine's memory only when some scanner has no answer for it.
 *
 * An answer depends on the scanner's patterns, the line's text, the place
 * and the options alone, so the answers are kept from block to block: a
 * line that recurs (`import React from 'react';`, `}`, `npm install …`)
 * asks Oniguruma nothing the second time, whatever block it is in. Once
 * `maxRememberedAnswers` are kept, they are all dropped and the next block
 * starts afresh. On 2,000 generated pages (a three-line TypeScript block
 * each, two of its lines shared by all) this took the scans of one thread
 * from 1.25 s to 1.01 s; 50,000 answers took them to 0.91 s but added
 * 30-50 MiB to the peak of a build with workers.
 *
 * Below that, a list of patterns answers from scanners of one pattern each
 * until it is used enough to be compiled whole (`tieredScanner.ts`).
 */
let sharedEngine: Promise<RegexEngine> | undefined;

type Match = ReturnType<PatternScanner['findNextMatchSync']>;

/** Answers kept, all scanners together, before they are all dropped. */
export const maxRememberedAnswers = 10_000;

/** Bumped when the answers kept reach the limit: a scanner's answers of an earlier round are dropped. */
let matchesOf = 0;
let rememberedAnswers = 0;
let remembering = false;

/** A line as the engine is given it: copied into Oniguruma's memory on the first scan that needs it. */
class LazyString implements RegexEngineString {
  private made: RegexEngineString | undefined;
  constructor(
    readonly content: string,
    private readonly make: (text: string) => RegexEngineString,
  ) {}
  get engineString(): RegexEngineString {
    this.made ??= this.make(this.content);
    return this.made;
  }
  dispose(): void {
    this.made?.dispose?.();
    this.made = undefined;
  }
}

/**
 * Runs `highlight` (one block) with the scanners' answers remembered, those of earlier blocks included; all
 * are dropped first if `limit` of them are kept.
 */
export function rememberingMatches<T>(highlight: () => T, limit = maxRememberedAnswers): T {
  if (rememberedAnswers >= limit) {
    matchesOf++;
    rememberedAnswers = 0;
  }
  remembering = true;
  try {
    return highlight();
  } finally {
    remembering = false;
  }
}

/**
 * shiki's modules are imported by the first block to highlight, not with the build: a build that finds nothing
 * changed, or a site without code blocks, never loads them.
 */
function scannerSharingEngine(): Promise<RegexEngine> {
  sharedEngine ??= Promise.all([import('shiki/engine/oniguruma'), compiledOniguruma()]).then(async ([onig, wasm]) => {
    const engine = await onig.createOnigurumaEngine(wasm);
    const scanners = new Map<string, PatternScanner>();
    const singles = new SinglePatternScanners(engine);
    const make = (text: string) => engine.createString(text);
    return {
      createString: (text) => new LazyString(text, make),
      createScanner(patterns) {
        // The count first: no patterns and one empty pattern (which matches anywhere) must not share a key.
        const key = `${patterns.length}\u0000${patterns.map(patternKey).join('\u0000')}`;
        let scanner = scanners.get(key);
        if (!scanner) {
          const compiled = tieredScanner(engine, singles, patterns);
          const scan = (string: string | RegexEngineString, start: number, options: number): Match =>
            compiled.findNextMatchSync(string instanceof LazyString ? string.engineString : string, start, options);
          /** Answers by line, then by start and options (options are below 16). */
          let answers = new Map<string, Map<number, Match>>();
          let answersOf = 0;
          scanner = {
            findNextMatchSync(string, start, options) {
              if (!remembering) return scan(string, start, options);
              if (answersOf !== matchesOf) {
                answers = new Map();
                answersOf = matchesOf;
              }
              const content = typeof string === 'string' ? string : string.content;
              let byLine = answers.get(content);
              if (!byLine) answers.set(content, (byLine = new Map()));
              const at = start * 16 + options;
              let answer = byLine.get(at);
              if (answer === undefined) {
                answer = scan(string, start, options);
                byLine.set(at, answer);
                rememberedAnswers++;
              }
              return answer;
            },
            dispose: () => undefined,
          };
          scanners.set(key, scanner);
        }
        return scanner;
      },
    } satisfies RegexEngine;
  });
  return sharedEngine;
}

/**
 * Oniguruma's WASM, read from shiki's `onig.wasm` and compiled (off this thread) while shiki's modules load.
 * `shiki/wasm` is the same bytes inlined as base64 in a module: importing and decoding it took 115-125 ms of a cold
 * build, against 45-50 ms for the file.
 */
async function compiledOniguruma(): Promise<{ instantiator: WebAssemblyInstantiator }> {
  const file = createRequire(import.meta.url).resolve('shiki/onig.wasm');
  const compiled = await webAssembly.compile(await readFile(file));
  return {
    instantiator: (imports) => webAssembly.instantiate(compiled, imports) as ReturnType<WebAssemblyInstantiator>,
  };
}

/** Node's WebAssembly, which neither the ES2022 library nor @types/node 20 declares. */
const webAssembly = (
  globalThis as unknown as {
    WebAssembly: {
      compile(bytes: Uint8Array): Promise<object>;
      instantiate(module: object, imports: unknown): Promise<object>;
    };
  }
).WebAssembly;

/** The engine every highlighter shares, for other uses of its scanners (lazyEmbedGates.ts). */
export function sharedRegexEngine(): Promise<RegexEngine> {
  return scannerSharingEngine();
}

/** A new highlighter with the themes and no grammar. */
export async function createHighlighter(): Promise<HighlighterCore> {
  const { createHighlighterCore } = await import('shiki/core');
  return createHighlighterCore({
    engine: scannerSharingEngine(),
    langs: [],
    themes: [
      import('shiki/themes/github-light.mjs').then((m) =>
        withContrast(m.default as ThemeRegistrationRaw, codeBackgrounds.light),
      ),
      import('shiki/themes/github-dark.mjs').then((m) =>
        withContrast(m.default as ThemeRegistrationRaw, codeBackgrounds.dark),
      ),
    ],
  });
}
