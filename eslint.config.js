import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { readdirSync } from 'node:fs';

/**
 * The web app's features: each folder of web/src/features holding code, or, for an area folder
 * without code of its own (plum), each of its sub-folders.
 */
function webFeatures(dir = 'web/src/features', prefix = '') {
  const entries = readdirSync(dir, { withFileTypes: true });
  const hasCode = entries.some((e) => e.isFile() && /\.tsx?$/.test(e.name));
  if (prefix && hasCode) return [prefix];
  return entries.filter((e) => e.isDirectory()).flatMap((e) => webFeatures(`${dir}/${e.name}`, prefix ? `${prefix}/${e.name}` : e.name));
}
const features = webFeatures();
/** Everything of a feature except its public index.ts. */
const internalsOf = (feature) => [`./web/src/features/${feature}/!(index).{ts,tsx}`, `./web/src/features/${feature}/*/**`];
const boundaryZones = [
  // A feature uses another only through that feature's index.ts.
  ...features.map((feature) => ({
    target: `./web/src/features/${feature}/**`,
    from: features.filter((other) => other !== feature).flatMap(internalsOf),
    message: 'Import another feature only through its index.ts (see STYLE.md).',
  })),
  // A feature's stylesheets style its own pages: no feature imports another's .css (issue 25, item 4).
  // What several features share lives in web/src/components/kit/kit.css or web/src/styles.css.
  ...features.map((feature) => ({
    target: `./web/src/features/${feature}/**`,
    from: features.filter((other) => other !== feature).map((other) => `./web/src/features/${other}/**/*.css`),
    message:
      "A feature must not import another feature's stylesheet: use the kit (web/src/components/kit) or web/src/styles.css for shared styles.",
  })),
  // The app lazy-loads route modules (`*-route.tsx`) and may use a feature's index.ts.
  {
    target: './web/src/app/**',
    from: ['./web/src/features/**/!(index|*-route).{ts,tsx}'],
    message: 'The app uses a feature through its index.ts or its route modules only.',
  },
  // Features are composed by the app, never the reverse.
  { target: './web/src/features/**', from: ['./web/src/app/**'], message: 'A feature must not import the app.' },
  // Shared code never depends on features or the app.
  {
    target: ['./web/src/components/**', './web/src/lib/**', './web/src/services/**', './web/src/stores/**', './web/src/collab/**'],
    from: ['./web/src/features/**', './web/src/app/**'],
    message: 'Shared code (components, lib, services, stores, collab) must not import features or the app.',
  },
];

/** The functions' services: each folder of functions/src/services (issue 25, item 3). */
const functionServices = readdirSync('functions/src/services', { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name);
const functionsZones = [
  // A service never imports another service's files: what two need lives in functions/src/lib.
  ...functionServices.map((service) => ({
    target: `./functions/src/services/${service}/**`,
    from: functionServices.filter((other) => other !== service).map((other) => `./functions/src/services/${other}/**`),
    message: "A service must not import another service's files: move what both need into functions/src/lib (functions/README.md).",
  })),
  // The kit is below the services.
  {
    target: './functions/src/lib/**',
    from: ['./functions/src/services/**'],
    message: 'functions/src/lib must not import a service (functions/README.md).',
  },
];
/** emulators/ (stand-ins, seed) reach the functions through their one public entry only. */
const emulatorZones = [
  {
    target: './emulators/**',
    from: './functions/src',
    except: ['./public.ts'],
    message: 'emulators/ imports the functions only through functions/src/public.ts (add what it needs there).',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-test/**',
      'functions/lib/**',
      '.run/**',
      '.tools/**',
      'emulators/state/**',
      'emulators/bin/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { files: ['**/*.{js,mjs}'], languageOptions: { globals: globals.node } },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // domain is pure: no I/O, no SDKs, no DOM frameworks
    files: ['domain/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['react*', 'firebase*', 'yjs', 'y-*', 'fabric', 'node:*', '@workhub/web', '@workhub/functions'] },
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}', 'functions/src/**/*.ts', 'collab-server/src/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['@workhub/web', '**/web/src/**'] }] },
  },
  {
    // A control that writes the address builds on the latest address (web/src/lib/address.ts).
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: ['@workhub/web', '**/web/src/**'],
          paths: [
            {
              name: 'react-router',
              importNames: ['useSearchParams'],
              message:
                "Use useAddressSearch (web/src/lib/address.ts): its updates build on the latest address, react-router's on the last render's.",
            },
          ],
        },
      ],
    },
  },
  {
    // Boundaries between features and no import cycles (STYLE.md: lint holds the line, not reviews).
    files: ['web/src/**/*.{ts,tsx}', 'functions/src/**/*.ts', 'collab-server/src/**/*.ts', 'domain/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: ['tsconfig.json', 'web/tsconfig.json'], noWarnOnMultipleProjects: true }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...boundaryZones, ...functionsZones] }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // The stand-ins and the seed see the functions through functions/src/public.ts only.
    files: ['emulators/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['tsconfig.json'] })],
    },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: emulatorZones }] },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
);
