/**
 * The transform jiti runs on a Docusaurus config and the site's modules it
 * loads (loadDocusaurusConfig.ts), made with esbuild instead of jiti's own
 * Babel: loading Babel and transforming prettier's config took 0.35-0.45 s of
 * every build of a Docusaurus website, cold or not (jiti keeps no cache for
 * sitegen), where esbuild, which sitegen runs anyway, takes milliseconds.
 *
 * The output is what jiti evaluates: CommonJS inside its wrapper
 * `(exports, require, module, __filename, __dirname, jitiImport,
 * jitiESMResolve)`, as Babel's is. `import.meta.url`, `.dirname` and
 * `.filename` become the module's own, `import.meta.resolve` jiti's resolver,
 * and a dynamic `import()` jiti's import, as jiti's Babel plugins make them.
 * Anything esbuild cannot express so goes to jiti's own transform: a module
 * that awaits at its top level (jiti's asynchronous path), one that reads
 * `import.meta` as a whole (which fails there too, as under Docusaurus), or
 * one esbuild rejects.
 */
import {
  transformSync,
  type Loader,
  type TransformOptions as TransformOptionsOfEsbuild,
  type TransformResult as TransformResultOfEsbuild,
} from 'esbuild';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { TransformOptions, TransformResult } from 'jiti';
import type { PreparedTransforms } from './preparedTransforms.ts';
import { originalPosition } from './sourceMapPosition.ts';

/** esbuild's loader for a file, by its extension, JSX allowed in JavaScript as jiti's `jsx` option does. */
function loaderOfFile(filename: string): Loader {
  if (/\.[cm]?ts$/.test(filename)) return 'ts';
  return filename.endsWith('.tsx') ? 'tsx' : 'jsx';
}

/** esbuild's loader for a module jiti transforms. */
function loaderFor(options: TransformOptions): Loader {
  if (options.filename) return loaderOfFile(options.filename);
  return options.ts ? 'ts' : 'jsx';
}

/**
 * What an import of a required module reads, as Babel's interop gives it: the module itself when it says it is an ES
 * module (`__esModule`, which jiti's interop proxy always says, its `default` being the module's default or the
 * module), else the module as its default with its properties beside. esbuild's own helper copies the module's own
 * properties, and a builtin behind jiti's proxy has no `default` of its own: `import fs from 'node:fs'` read
 * undefined. The first line of the output, before esbuild's.
 */
const interopAsBabel =
  'var __jitiToESM = (m) => m != null && (typeof m === "object" || typeof m === "function") ? ' +
  '(m.__esModule ? m : Object.create(m, { default: { value: m, enumerable: true } })) : { default: m };';

/** Characters that may end an expression: after them a `/` divides, elsewhere it starts a regular expression. */
const endsExpression = /[\w$)\]}'"`]/;

/** Words after which an expression starts: a slash there starts a regular expression. */
const beforeExpression = /^(?:return|typeof|instanceof|in|of|new|delete|void|throw|case|do|else|yield|await)$/;

/** A scan of esbuild's output that copies it, making each dynamic `import(` in its code `jitiImport(`. */
class ImportRewriter {
  out = '';
  private i = 0;
  /** For each open template, the depth of braces in the `${…}` being read. */
  private readonly templates: number[] = [];
  /** The last character of code read that was not a space: whether a slash divides or starts a regular expression. */
  private last = '';

  constructor(private readonly code: string) {}

  run(): string {
    const { code } = this;
    while (this.i < code.length) {
      const c = code[this.i] as string;
      const next = code[this.i + 1];
      if (c === '"' || c === "'") this.quoted(c);
      else if (c === '`') this.templateText(1);
      else if (c === '{' && this.templates.length > 0) this.brace(1);
      else if (c === '}' && this.templates.at(-1) === 0) this.templateText(1, true);
      else if (c === '}' && this.templates.length > 0) this.brace(-1);
      else if (c === '/' && next === '/') this.copyTo(code.indexOf('\n', this.i), 0);
      else if (c === '/' && next === '*') this.copyTo(code.indexOf('*/', this.i + 2), 2);
      else if (c === '/' && !endsExpression.test(this.last)) this.regularExpression();
      else if (/[A-Za-z_$]/.test(c)) this.word();
      else this.character(c);
    }
    return this.out;
  }

  private copyTo(end: number, past: number): void {
    const stop = end === -1 ? this.code.length : end + past;
    this.out += this.code.slice(this.i, stop);
    this.i = stop;
  }

  private quoted(quote: string): void {
    const start = this.i++;
    while (this.i < this.code.length && this.code[this.i] !== quote) this.i += this.code[this.i] === '\\' ? 2 : 1;
    this.i++;
    this.out += this.code.slice(start, this.i);
    this.last = quote;
  }

  /** A template's text from its opening backtick (or a `}` closing an expression) to its end or its next `${`. */
  private templateText(skip: number, closesExpression = false): void {
    if (closesExpression) this.templates.pop();
    const start = this.i;
    this.i += skip;
    const { code } = this;
    while (this.i < code.length && code[this.i] !== '`' && !(code[this.i] === '$' && code[this.i + 1] === '{'))
      this.i += code[this.i] === '\\' ? 2 : 1;
    if (code[this.i] === '`') this.i++;
    else {
      this.i += 2;
      this.templates.push(0);
    }
    this.out += code.slice(start, this.i);
    this.last = '`';
  }

  private brace(depth: number): void {
    this.templates[this.templates.length - 1]! += depth;
    this.character(this.code[this.i] as string);
  }

  /** A regular expression: to its closing slash, past escapes and classes. */
  private regularExpression(): void {
    const start = this.i++;
    let inClass = false;
    const { code } = this;
    while (this.i < code.length && (inClass || code[this.i] !== '/')) {
      if (code[this.i] === '\\') this.i++;
      else if (code[this.i] === '[') inClass = true;
      else if (code[this.i] === ']') inClass = false;
      this.i++;
    }
    this.i++;
    this.out += code.slice(start, this.i);
    this.last = ')';
  }

  private word(): void {
    const { code, i } = this;
    const word = /^[\w$]+/.exec(code.slice(i, i + 64))?.[0] ?? (code[i] as string);
    const member = this.out.trimEnd().endsWith('.');
    const dynamicImport = word === 'import' && !member && /^\s*\(/.test(code.slice(i + 6, i + 32));
    this.out += dynamicImport ? 'jitiImport' : word;
    this.i += word.length;
    this.last = beforeExpression.test(word) ? '(' : 'a';
  }

  private character(c: string): void {
    this.out += c;
    this.i++;
    if (!/\s/.test(c)) this.last = c;
  }
}

/**
 * esbuild's output with every dynamic `import(` made `jitiImport(`: outside strings, template texts, comments and
 * regular expressions, where esbuild's printer leaves only code.
 */
export function withJitiImports(code: string): string {
  return new ImportRewriter(code).run();
}

/** The source maps of the modules esbuild transformed, by file: their errors' positions are taken back through them. */
const mappingsOf = new Map<string, string>();

/**
 * Where in its source a position of the code evaluated for `file` (1-based, the line as a stack names it) is, when
 * esbuild transformed it; else the position as it is (Babel keeps the lines).
 */
export function sourcePosition(file: string, line: number, column: number): { line: number; column: number } {
  const mappings = mappingsOf.get(file);
  // The interop helper is the first line.
  return (mappings === undefined ? undefined : originalPosition(mappings, line - 1, column)) ?? { line, column };
}

/** esbuild's options for a module of the site jiti loads, by its file name. */
export function transformOptionsFor(filename: string): TransformOptionsOfEsbuild {
  return esbuildOptions(filename, loaderOfFile(filename));
}

/** esbuild's options for a module of the site jiti loads. */
function esbuildOptions(filename: string, loader: Loader): TransformOptionsOfEsbuild {
  return {
    loader,
    format: 'cjs',
    platform: 'node',
    target: `node${process.versions.node}`,
    sourcefile: filename,
    logLevel: 'silent',
    sourcemap: 'external',
    define: {
      'import.meta.url': JSON.stringify(pathToFileURL(filename).href),
      'import.meta.dirname': JSON.stringify(path.dirname(filename)),
      'import.meta.filename': JSON.stringify(filename),
      'import.meta.resolve': 'jitiESMResolve',
    },
  };
}

/**
 * The code jiti evaluates for esbuild's result, its source map kept for the errors' positions; undefined when the
 * module reads `import.meta` whole: esbuild makes it an empty object where jiti's Babel leaves it, and the module
 * fails, as it does under Docusaurus.
 */
function evaluated(filename: string, result: TransformResultOfEsbuild): TransformResult | undefined {
  if (result.warnings.some((warning) => warning.text.includes('import.meta'))) return undefined;
  mappingsOf.set(filename, (JSON.parse(result.map) as { mappings: string }).mappings);
  return { code: `${interopAsBabel}\n${withJitiImports(result.code).replaceAll('__toESM(', '__jitiToESM(')}` };
}

/**
 * jiti's `transform` option: esbuild's CommonJS, or, for what it cannot express (see the module comment),
 * `fallback` (jiti's own transform). A module transformed ahead (`prepared`, preparedTransforms.ts) is taken as it
 * was when its source is the same.
 */
export function configTransform(
  fallback: () => (options: TransformOptions) => string,
  prepared: PreparedTransforms = new Map(),
) {
  // Babel keeps the lines: a map of an earlier esbuild transform of the file (a config edited since) must not apply.
  const byFallback = (options: TransformOptions): TransformResult => {
    if (options.filename) mappingsOf.delete(options.filename);
    return { code: fallback()(options) };
  };
  return (options: TransformOptions): TransformResult => {
    if (options.async) return byFallback(options);
    const filename = options.filename ?? 'module.js';
    try {
      const ready = prepared.get(filename);
      const result =
        ready?.source === options.source
          ? ready.result
          : transformSync(options.source, esbuildOptions(filename, loaderFor(options)));
      return evaluated(filename, result) ?? byFallback(options);
    } catch {
      return byFallback(options);
    }
  };
}
