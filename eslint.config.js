// Lint rules: typescript-eslint's recommended set on every folder, with
// explicit `any` allowed only where a comment says why (an eslint-disable line).
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
