// Lint rules: typescript-eslint's recommended set on every folder, with
// explicit `any` allowed only where a comment says why (an eslint-disable line),
// and a 120-character line width (strings, templates, regular expressions and URLs exempt).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', 'build/', 'test/fixtures/**/build/', 'bench/.generated/', 'scratch/', '.*'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2022, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', ignoreRestSiblings: true }],
      // Biome formats code at 120 columns but does not wrap comments; this keeps comments and everything else within
      // the width too (strings, templates, regular expressions and URLs are left as written).
      'max-len': [
        'error',
        { code: 120, ignoreStrings: true, ignoreTemplateLiterals: true, ignoreRegExpLiterals: true, ignoreUrls: true },
      ],
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['node:*'], message: 'theme/ runs in the browser too: no Node imports.' }] },
      ],
    },
  },
  {
    files: ['src/**', 'test/**', 'bench/**', 'bin/**', 'scripts/**', '*.config.*', 'content/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['bin/sitegen', 'bin/create-sitegen-docs/index.js'],
    languageOptions: { globals: { process: 'readonly', URL: 'readonly' } },
  },
);
