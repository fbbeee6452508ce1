// Flat config for the whole workspace.
import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

const REMOTES = ['storefront', 'auth', 'backoffice'];
const APPS = ['shell', ...REMOTES];

/**
 * Libraries that keep state in React context or in their module, used by the remotes only through the shell's
 * copy: a remote importing one directly would bundle a second copy (they are not Module Federation shared).
 */
const CONTEXT_LIBRARIES = [
  {
    group: ['react-router', 'react-router-dom'],
    message:
      "Import the router API (Link, useNavigate, ...) from '@koperasi/shared-ui': the shell's one copy.",
  },
  {
    group: ['react-redux', 'notistack', '@koperasi/shared-services/src/*'],
    message: "Use the store hooks and notify from '@koperasi/shared-services': the shell's one copy.",
  },
  {
    group: ['@reduxjs/toolkit'],
    allowTypeImports: true,
    message: "Use createSlice and createAsyncThunk from '@koperasi/shared-services': the shell's one copy.",
  },
];

/** The apps' and shared packages' sources, where a page's path is built with the path builder. */
const APP_SOURCES = ['{shell,storefront,backoffice,auth,shared-ui,shared-services}/src/**/*.{ts,tsx}'];
/** where a page's path may be written out: the builder itself, tests and their fixtures */
const PATH_LITERALS_ALLOWED = [
  'shared-services/src/paths.ts',
  '**/*.test.{ts,tsx}',
  '**/test-utils/**',
  '**/*fixtures.{ts,tsx}',
];
/** A string or template that starts with a page's path ('/products?…', `/orders/${id}`). */
const PAGE_PATH =
  '/^\\/(auth|admin|seller|products|cart|checkout|orders|profile|artikel|about|contact)(\\/|\\?|$)/';
const PATH_LITERAL_SELECTORS = [
  {
    selector: `Literal[value=${PAGE_PATH}], TemplateLiteral > TemplateElement:first-child[value.raw=${PAGE_PATH}]`,
    message:
      "Build a page's path with the path builder: import { paths } from '@koperasi/shared-services'; paths.product(id).",
  },
];

/** MUI building blocks a remote takes from shared-ui: the names shared-ui/src/mui.ts re-exports. */
const SHARED_MUI = [
  {
    name: '@mui/material',
    importNames: [
      ...fs
        .readFileSync(new URL('./shared-ui/src/mui.ts', import.meta.url), 'utf8')
        .matchAll(/export \{ default as \w+ \} from '@mui\/material\/(\w+)'/g),
    ].map((match) => match[1]),
    allowTypeImports: true,
    message:
      "Import this MUI building block from '@koperasi/shared-ui' (shared-ui/src/mui.ts): the shell's one copy.",
  },
];

/**
 * Feature folders: inside an app, `src/features/<feature>/` never imports another feature's files. What two
 * features need goes up to the app (src/app, src/components) or into a shared package.
 */
function noCrossFeatureImports(app) {
  const featuresDir = new URL(`./${app}/src/features/`, import.meta.url);
  if (!fs.existsSync(featuresDir)) return [];
  const features = fs
    .readdirSync(featuresDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  return [
    {
      files: [`${app}/src/features/**/*.{ts,tsx}`],
      rules: {
        'import-x/no-restricted-paths': [
          'error',
          {
            zones: features.map((feature) => ({
              target: `./${app}/src/features/${feature}`,
              from: `./${app}/src/features`,
              except: [`./${feature}`],
              message:
                'A feature never imports another feature: move what both need up to the app or a shared package.',
            })),
          },
        ],
      },
    },
  ];
}

/** Imports an app may never make: another app's code (remotes talk only through shared packages). */
function forbiddenAppImports(self, { allowTypeImports = false } = {}) {
  const others = APPS.filter((app) => app !== self);
  return {
    files: [`${self}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: others.flatMap((app) => [
                `@koperasi/${app}`,
                `@koperasi/${app}/*`,
                `**/${app}/src/**`,
                `${app}/*`,
              ]),
              allowTypeImports,
              message:
                'A remote never imports another remote: put what two apps need in shared-ui or shared-services.',
            },
            ...(REMOTES.includes(self) ? CONTEXT_LIBRARIES : []),
          ],
          paths: REMOTES.includes(self) ? SHARED_MUI : [],
        },
      ],
    },
  };
}

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      'shell/dist-server/**',
      '.releases/**',
      '**/node_modules/**',
      '**/.data/**',
      'coverage/**',
      '**/*.cjs',
      'supabase/**',
      // Deno modules (Edge Functions) that the local server's functions tests run
      'local-supabase/test/fixtures/functions/**',
      'e2e/bench/monolith/modules.generated.ts',
      // generated by `pnpm --filter @koperasi/local-supabase gen-types`; a test fails when it is stale
      'shared-services/src/supabase/database.types.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      // one program for the apps, shared packages and tools (tsconfig.web.json), as the typecheck: with a
      // program per package, shared-ui and shared-services were typed once per app
      parserOptions: {
        project: ['./tsconfig.web.json', './local-supabase/tsconfig.json', './e2e/tsconfig.json'],
        tsconfigRootDir: import.meta.dirname,
      },
    },
    plugins: { 'import-x': importX },
    settings: {
      // which files import-x parses to follow imports (without these it parses no TypeScript dependency, and
      // no-cycle finds nothing)
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: true })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // plain JavaScript and the files only Rsbuild compiles (with a module generated at benchmark time)
    files: ['**/*.{js,mjs}', 'e2e/bench/monolith/rsbuild.config.ts', 'e2e/bench/monolith/runtime.ts'],
    ...tseslint.configs.disableTypeChecked,
  },
  ...APPS.flatMap(noCrossFeatureImports),
  // The shell may import remote route modules for their types only (RemoteModules map).
  forbiddenAppImports('shell', { allowTypeImports: true }),
  ...REMOTES.map((remote) => forbiddenAppImports(remote)),
  {
    files: ['shared-ui/**/*.{ts,tsx}', 'shared-services/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: APPS.flatMap((app) => [`@koperasi/${app}`, `**/${app}/src/**`]),
              message: 'Shared packages never depend on apps.',
            },
          ],
          paths: [
            {
              name: '@supabase/supabase-js',
              allowTypeImports: true,
              message:
                "supabase-js's createClient brings Realtime, storage and functions to every page: use the client of shared-services/src/supabase/client.ts (auth-js, postgrest-js, storage-js on use).",
            },
          ],
        },
      ],
    },
  },
  {
    // shared-ui's sub-entries (package.json exports other than '.') are bundled into each app that uses them,
    // not shared: a context library imported there is a second copy that cannot see the shell's provider
    files: [
      'shared-ui/src/components/orders/**/*.{ts,tsx}',
      'shared-ui/src/components/image-picker.tsx',
      'shared-ui/src/components/user-avatar.tsx',
      'shared-ui/src/forms/**/*.{ts,tsx}',
    ],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: APPS.flatMap((app) => [`@koperasi/${app}`, `**/${app}/src/**`]),
              message: 'Shared packages never depend on apps.',
            },
            ...CONTEXT_LIBRARIES.map((library) => ({
              ...library,
              message: `${library.message} A shared-ui sub-entry is bundled into each app: take such things as props or from '@koperasi/shared-ui'.`,
            })),
          ],
        },
      ],
    },
  },
  {
    // Pages' paths come from the typed path builder generated from the route lists (tools/gen-paths.ts): a
    // route renamed or given a parameter is one edit, and every link to it follows or fails to compile.
    files: APP_SOURCES,
    ignores: PATH_LITERALS_ALLOWED,
    rules: { 'no-restricted-syntax': ['error', ...PATH_LITERAL_SELECTORS] },
  },
  {
    // One model per entity: a service file queries and calls; a row's type and its mapping to the model (and a
    // form's to a row) live once, in the entity's <entity>-model.ts, or <entity>-rows.ts where the model is on
    // every page and only lazily loaded services need the mapping. So a row is mapped once for every screen.
    files: ['shared-services/src/features/**/*-service.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'FunctionDeclaration[id.name=/^to[A-Z]/], VariableDeclarator[id.name=/^to[A-Z]/][init.type=/FunctionExpression$/]',
          message:
            "A mapping (to…) belongs in the entity's model (<entity>-model.ts or <entity>-rows.ts), not in a service.",
        },
        {
          selector: 'ObjectExpression MemberExpression[object.type="Identifier"][object.name=/^(row|r)$/]',
          message:
            "A row's fields are mapped in the entity's model (<entity>-model.ts or <entity>-rows.ts): call its to… function.",
        },
        // the rule above for every source file (a later setting of a rule replaces an earlier one)
        ...PATH_LITERAL_SELECTORS,
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**', 'tools/**', 'local-supabase/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    // Test doubles stand in for async APIs: an async function without await is the plain way to return a promise.
    files: ['**/*.test.{ts,tsx}', '**/test/**', '**/test-utils/**'],
    rules: {
      '@typescript-eslint/require-await': 'off',
      // jest's asymmetric matchers (expect.any, objectContaining) and untyped mock.calls are `any` by design
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
    },
  },
);
