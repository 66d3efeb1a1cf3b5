import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';

// API layers (docs/decisions/026): a resource (api/<name>/) may use api/lib, api/contract, api/db,
// api/catalogue and another resource's service (*.service.ts, its public face), never another
// resource's routes, DTO mappers or helpers.
const apiShared = new Set(['lib', 'contract', 'db', 'catalogue', 'test']);
const apiResources = readdirSync('api', { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !apiShared.has(entry.name))
  .map((entry) => entry.name);
// App layers (docs/decisions/026, drawn in docs/architecture.md): app → features → lib (entities:
// shared data, keys, queries, optimistic updates; and plain helpers) → ui (the kit). A feature never
// imports another feature; the kit takes callbacks and never imports data code.
const dataCode = ['\\#web/lib/shop/**', '\\#web/lib/offline/**', '\\#web/lib/api.ts', '\\#web/lib/session.ts', '\\#web/lib/query-client.ts', '@tanstack/react-query'];
const upperLayers = ['\\#web/features/**', '\\#web/app/**'];
const features = readdirSync('web/features', { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
const layerRule = (group, message) => ({ 'no-restricted-imports': ['error', { patterns: [{ group, message }] }] });
const webLayerRules = [
  ...features.map((feature) => ({
    files: [`web/features/${feature}/**/*.{ts,tsx}`],
    rules: layerRule(
      [...features.filter((other) => other !== feature).flatMap((other) => [`\\#web/features/${other}/**`, `../${other}/**`]), '\\#web/app/**'],
      'A feature never imports another feature or the app: move what both need into web/lib or web/ui (docs/decisions/026).',
    ),
  })),
  { files: ['web/lib/**/*.{ts,tsx}'], rules: layerRule(upperLayers, 'web/lib never imports features or the app (docs/decisions/026).') },
  { files: ['web/ui/**/*.{ts,tsx}'], rules: layerRule([...upperLayers, ...dataCode], 'The ui kit takes data and callbacks as props; it never imports data code (docs/decisions/026).') },
];

const apiResourceRules = apiResources.map((resource) => ({
  files: [`api/${resource}/**/*.ts`],
  rules: {
    'no-restricted-imports': ['error', {
      patterns: apiResources.filter((other) => other !== resource).map((other) => ({
        group: [`\\#api/${other}/**`, `!\\#api/${other}/*.service.ts`, `../${other}/**`, `!../${other}/*.service.ts`],
        message: `Use api/lib, api/contract, api/catalogue or ${other}'s service, not its internals (docs/decisions/026).`,
      })),
    }],
  },
}));

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
        // Hono builds a new object of every variable at each `c.var`: a handful per request on every API call.
        { selector: "MemberExpression[object.name='c'][property.name='var']", message: "Use c.get('name'): c.var copies all of the request's variables each time." },
      ],
    },
  },
  ...apiResourceRules,
  ...webLayerRules,
  {
    files: ['api/env.ts', 'scripts/**', 'bench/**', 'e2e/**', '*.config.ts', 'playwright.config.ts', 'vite.config.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
);
