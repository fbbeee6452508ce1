// Flat config for the whole workspace.
import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
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

/** MUI building blocks a remote takes from shared-ui: the names shared-ui/src/mui.ts re-exports. */
const SHARED_MUI = [
  {
    name: '@mui/material',
    importNames: [
      ...fs
        .readFileSync(new URL('./shared-ui/src/mui.ts', import.meta.url), 'utf8')
        .matchAll(/export \{ default as (\w+) \}/g),
    ].map((match) => match[1]),
    allowTypeImports: true,
    message:
      "Import this MUI building block from '@koperasi/shared-ui' (shared-ui/src/mui.ts): the shell's one copy.",
  },
];

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
    ignores: ['**/dist/**', '**/node_modules/**', '**/.data/**', 'coverage/**', '**/*.cjs', 'supabase/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
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
        },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**', 'tools/**', 'local-supabase/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
