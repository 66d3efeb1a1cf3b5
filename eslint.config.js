import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist', 'dist-server', 'dist-api', 'data', 'node_modules', 'dev-dist', 'coverage', 'test-results', 'playwright-report', '**/locales/**/*.ts', '**/locales/**/*.js'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { files: ['**/*.{js,mjs}'], languageOptions: { globals: globals.node } },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': [
        'error',
        { selector: "MemberExpression[object.name='process'][property.name='env']", message: 'Read settings through api/env.ts only.' },
      ],
    },
  },
  {
    files: ['api/env.ts', 'scripts/**', 'bench/**', 'e2e/**', '*.config.ts', 'playwright.config.ts', 'vite.config.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
);
