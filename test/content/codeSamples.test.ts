/**
 * Every TypeScript and TSX sample in the docs compiles against our exported
 * types: each ```ts/```tsx block of content/docs is written out as a module
 * (imports of `sitegen/*` resolve to this repository) and type-checked in
 * strict mode. A block titled "… (excerpt)" is a fragment and is skipped.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { cacheDirFor, sitegenRoot } from '../../src/paths.ts';

interface Sample {
  doc: string;
  line: number;
  language: 'ts' | 'tsx';
  code: string;
  file: string;
}

const docsDir = path.join(sitegenRoot, 'content/docs');
const workDir = path.join(cacheDirFor(path.join(sitegenRoot, 'content')), 'code-samples');

function collectSamples(): Sample[] {
  const samples: Sample[] = [];
  for (const doc of readdirSync(docsDir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.md'))
    .sort()) {
    const text = readFileSync(path.join(docsDir, doc), 'utf8');
    for (const match of text.matchAll(/^```(tsx?)([^\n]*)\n([\s\S]*?)^```/gm)) {
      const [, language, meta = '', code = ''] = match;
      if (/\(excerpt\)/.test(meta)) continue;
      const line = text.slice(0, match.index).split('\n').length + 1;
      const file = path.join(workDir, `${doc.replace(/[/\\.]/g, '_')}_${line}.${language}`);
      samples.push({ doc, line, language: language as 'ts' | 'tsx', code, file });
    }
  }
  return samples;
}

const samples = collectSamples();

describe('code samples in the docs', () => {
  it('there are some', () => {
    expect(samples.length).toBeGreaterThan(10);
  });

  it('every TypeScript and TSX sample type-checks against our exported types', () => {
    rmSync(workDir, { recursive: true, force: true });
    mkdirSync(workDir, { recursive: true });
    // JSON files a sample imports stand for any schema.
    writeFileSync(
      path.join(workDir, 'json.d.ts'),
      "declare module '*.json' {\n  const value: { [keyword: string]: unknown };\n  export default value;\n}\n",
    );
    for (const sample of samples) writeFileSync(sample.file, sample.code);
    const program = ts.createProgram([path.join(workDir, 'json.d.ts'), ...samples.map((s) => s.file)], {
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      jsx: ts.JsxEmit.ReactJSX,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      allowImportingTsExtensions: true,
      lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
      types: [],
      isolatedModules: true,
      baseUrl: sitegenRoot,
      paths: {
        'sitegen-docs/viewer': ['theme/viewer/index.ts'],
        'sitegen-docs/theme': ['theme/index.ts'],
        'sitegen-docs/config': ['src/config/defineConfig.ts'],
      },
    });
    const bySample = new Map(samples.map((s) => [s.file, s]));
    const problems = ts
      .getPreEmitDiagnostics(program)
      .filter((d) => d.file && bySample.has(d.file.fileName))
      .map((d) => {
        const sample = bySample.get(d.file!.fileName)!;
        const { line } = d.file!.getLineAndCharacterOfPosition(d.start ?? 0);
        return `content/docs/${sample.doc}:${sample.line + line}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`;
      });
    expect(problems).toEqual([]);
  }, 60_000);
});
