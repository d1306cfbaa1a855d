import { describe, expect, it } from 'vitest';
import { convertNpmCommand } from '../../../src/markdown/npm2yarn.ts';

describe('convertNpmCommand', () => {
  it.each([
    // npm command                            yarn                                  pnpm
    ['npm install', 'yarn install', 'pnpm install'],
    ['npm i', 'yarn install', 'pnpm install'],
    ['npm install react', 'yarn add react', 'pnpm add react'],
    ['npm add react', 'yarn add react', 'pnpm add react'],
    ['npm i react react-dom', 'yarn add react react-dom', 'pnpm add react react-dom'],
    ['npm install --save-dev sitegen', 'yarn add --dev sitegen', 'pnpm add --save-dev sitegen'],
    ['npm i -D a b', 'yarn add --dev a b', 'pnpm add --save-dev a b'],
    ['npm install --save react', 'yarn add react', 'pnpm add react'],
    ['npm install -S react', 'yarn add react', 'pnpm add react'],
    ['npm install -E react', 'yarn add --exact react', 'pnpm add --save-exact react'],
    ['npm install --save-exact -D react', 'yarn add --exact --dev react', 'pnpm add --save-exact --save-dev react'],
    ['npm install -g sitegen', 'yarn global add sitegen', 'pnpm add --global sitegen'],
    ['npm install --global sitegen', 'yarn global add sitegen', 'pnpm add --global sitegen'],
    ['npm install --legacy-peer-deps', 'yarn add --legacy-peer-deps', 'pnpm add --legacy-peer-deps'],
    ['npm ci', 'yarn install --frozen-lockfile', 'pnpm install --frozen-lockfile'],
    ['npm uninstall react', 'yarn remove react', 'pnpm remove react'],
    ['npm remove react', 'yarn remove react', 'pnpm remove react'],
    ['npm rm react', 'yarn remove react', 'pnpm remove react'],
    ['npm run build', 'yarn build', 'pnpm run build'],
    ['npm init', 'yarn init', 'pnpm init'],
    ['npm create vite@latest my-app', 'yarn create vite@latest my-app', 'pnpm create vite@latest my-app'],
    ['npm exec -- tsc --noEmit', 'yarn exec tsc --noEmit', 'pnpm exec tsc --noEmit'],
    ['npm test', 'yarn test', 'pnpm test'],
    ['npx sitegen build', 'yarn dlx sitegen build', 'pnpm dlx sitegen build'],
    ['npm   install    react', 'yarn add react', 'pnpm add react'],
    ['  npm install react', '  yarn add react', '  pnpm add react'],
  ])('%s → %s / %s', (npm, yarn, pnpm) => {
    expect(convertNpmCommand(npm, 'yarn')).toBe(yarn);
    expect(convertNpmCommand(npm, 'pnpm')).toBe(pnpm);
  });

  it.each(['echo hi', '# npm install react', 'npm', 'cd npm-project', ''])('leaves %j as it is', (line) => {
    expect(convertNpmCommand(line, 'yarn')).toBe(line);
    expect(convertNpmCommand(line, 'pnpm')).toBe(line);
  });

  it('converts each line of a block on its own', () => {
    const code = 'npm install\nnpm run build\necho done';
    expect(convertNpmCommand(code, 'yarn')).toBe('yarn install\nyarn build\necho done');
    expect(convertNpmCommand(code, 'pnpm')).toBe('pnpm install\npnpm run build\necho done');
  });

  it('returns npm code unchanged', () => {
    expect(convertNpmCommand('npm install -D a\nnpx b', 'npm')).toBe('npm install -D a\nnpx b');
  });
});
