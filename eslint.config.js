import path from 'node:path';
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// The layers and who may import whom (eslint-plugin-boundaries). An import of a file in the same element (a feature's
// own files, the API's own modules) is not checked; files outside these elements (bench, e2e, configs) are not either.
const LAYERS = [
  { type: 'core', pattern: 'packages/core' },
  { type: 'api', pattern: 'apps/api' },
  // Web features never import each other (bulletproof-react): role areas and the app compose them.
  { type: 'web-feature', pattern: 'apps/web/src/features/*', capture: ['feature'] },
  // Shared by every feature, so they import none.
  { type: 'web-shared', pattern: 'apps/web/src/{components,hooks,lib}', capture: ['folder'] },
  // The rest of the web app: src/app, src/areas (which compose features), tests, prerender, configs.
  { type: 'web', pattern: 'apps/web' },
].map((layer) => ({ ...layer, partialMatch: false }));

const layerBoundaries = {
  files: ['apps/**/*.{ts,tsx,js,mjs,cjs}', 'packages/**/*.{ts,tsx,js,mjs,cjs}'],
  plugins: { boundaries },
  settings: {
    'boundaries/root-path': import.meta.dirname,
    'boundaries/elements': LAYERS,
    'import/resolver': { [path.join(import.meta.dirname, 'eslint.resolver.cjs')]: {} },
  },
  rules: {
    'boundaries/dependencies': [
      'error',
      {
        default: 'allow',
        policies: [
          {
            from: { element: { type: 'core' } },
            disallow: { to: { element: { type: ['api', 'web*'] } } },
            message: 'packages/core is shared by the apps and imports nothing from them.',
          },
          {
            from: { element: { type: 'api' } },
            disallow: { to: { element: { type: 'web*' } } },
            message: 'apps/api must not import apps/web; share it through packages/core.',
          },
          {
            from: { element: { type: 'web*' } },
            disallow: { to: { element: { type: 'api' } } },
            message: 'apps/web must not import apps/api; share it through packages/core.',
          },
          {
            from: { element: { type: 'web-feature' } },
            disallow: { to: { element: { type: 'web-feature' } } },
            message:
              "Feature '{{ from.element.captured.feature }}' must not import feature '{{ to.element.captured.feature }}'; compose them in an area, or move what both need to src/components, src/hooks or src/lib.",
          },
          {
            from: { element: { type: 'web-shared' } },
            disallow: { to: { element: { type: 'web-feature' } } },
            message:
              "src/{{ from.element.captured.folder }} is shared by every feature and must not import feature '{{ to.element.captured.feature }}'; move what it needs up, or compose in an area.",
          },
        ],
      },
    ],
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'apps/api/drizzle/**',
      '**/data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      'no-console': 'off',
    },
  },
  {
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/config/env.ts'],
    rules: {
      // The environment is read once, in config/env.ts.
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration through loadEnv() in config/env.ts.' },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  layerBoundaries,
);
