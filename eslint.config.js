import { readdirSync } from 'node:fs';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;
const foldersOf = (dir) =>
  readdirSync(`${root}/${dir}`, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

// Read from disk, so a new feature folder or a new shared folder is covered without editing this file.
const features = foldersOf('src/features');
const shellImporters = new Set(['app', 'routes']);
const notShell = [...foldersOf('src').filter((name) => !shellImporters.has(name)).map((name) => `./src/${name}`), './server', './tests', './bench', './scripts'];

/**
 * The architecture's one-way imports (docs/decisions/0013-import-boundaries-and-workbench-ports.md).
 * Exported for the test that feeds each zone a forbidden import (src/architecture/boundaries.test.ts).
 */
export const boundaryZones = [
  {
    target: './src/domain',
    from: ['./server', './src/app', './src/features', './src/workbench', './src/commands', './src/routes', './src/machines', './src/api', './src/session', './src/ui', './src/jobs', './src/main.tsx'],
    message: 'The domain is pure and shared by client and server: it imports only the domain.',
  },
  {
    target: './src/workbench',
    from: './src/features',
    message: 'The workbench serves every suite and knows none: take the service through WorkbenchPorts (src/workbench/ports.ts).',
  },
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'A feature does not import another feature: move what both need to a shared place (domain, workbench, session, ui, jobs) or wire it in the shell.',
  })),
  {
    target: ['./src/session', './src/ui', './src/jobs', './src/api', './src/machines'],
    from: ['./src/features', './src/workbench', './src/commands', './src/routes'],
    message: 'Shared client code sits below the features, the workbench and the commands: it does not import them.',
  },
  {
    target: './src/machines',
    from: './src/api',
    message: 'Machines are pure: effects such as API calls are handed in as actors.',
  },
  {
    target: ['./server/**/*-store.ts', './server/db/**/*'],
    from: './server/routes',
    message: 'Storage does not know HTTP: routes call stores, never the other way round.',
  },
  {
    target: notShell,
    from: './src/app',
    message: 'Only src/main.tsx and the route tree import the shell (src/app); shared pieces live in src/session, src/ui and src/jobs.',
  },
];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'coverage/**'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { 'import-x': importX },
    settings: {
      // Relative imports only, with or without `.ts`; packages are not parsed (no-cycle skips them).
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
      'import-x/ignore': ['node_modules'],
      // The files no-cycle follows; without these it reads only .js and sees no TypeScript module's imports.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: boundaryZones }],
    },
  },
  {
    // The two classic hook rules, as errors (docs/decisions/0036-lint-rules-for-hooks-and-accessibility.md).
    // The plugin's React Compiler rules are not on: this app does not run the compiler.
    files: ['src/**/*.ts', 'src/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // jsx-a11y's recommended rules through its maintained ESLint 10 fork (decision 0036).
    ...jsxA11y.configs.recommended,
    files: ['src/**/*.tsx'],
    rules: {
      ...jsxA11y.configs.recommended.rules,
      // A scrolled table or text is a labelled region (or document) the keyboard must reach: axe's
      // scrollable-region-focusable asks for the tab stop this rule would forbid.
      'jsx-a11y-x/no-noninteractive-tabindex': ['error', { tags: ['aside'], roles: ['region', 'document'] }],
      // Every autoFocus is the first field or button of a modal dialog or the palette, which the
      // APG dialog pattern tells to take focus when it opens.
      'jsx-a11y-x/no-autofocus': 'off',
      // Key handlers on panels, forms and menus take the keys bubbling up from their focusable
      // children (Escape closes, arrows move): delegation, not a mouse-only control. Pointer
      // handlers on such elements are still errors.
      'jsx-a11y-x/no-noninteractive-element-interactions': ['error', { handlers: ['onClick', 'onMouseDown', 'onMouseUp'] }],
      'jsx-a11y-x/no-static-element-interactions': ['error', { handlers: ['onClick', 'onMouseDown', 'onMouseUp'], allowExpressionValues: true }],
    },
  },
  {
    // Composite widgets with a roving tab stop or aria-activedescendant (APG grid, tabs, listbox):
    // the container takes the keys for its items and is not a tab stop itself, and an option or a
    // header reacts to the pointer while the keyboard reaches it through its widget's key handler.
    // The grid header's aria-description is ARIA 1.3's global property, newer than the rule's table.
    files: [
      'src/workbench/view/workbench-grid.tsx',
      'src/workbench/view/grid-header-cell.tsx',
      'src/features/research/ideas-view-tabs.tsx',
      'src/features/settings/settings-page.tsx',
      'src/features/knowledge/article-finder.tsx',
      'src/commands/palette-list.tsx',
    ],
    rules: {
      'jsx-a11y-x/interactive-supports-focus': 'off',
      'jsx-a11y-x/click-events-have-key-events': 'off',
      'jsx-a11y-x/role-supports-aria-props': 'off',
    },
  },
  {
    // Every server log line goes through pino (levels, JSON, request ids): console only in tests and
    // in the backup command line, which prints its answer for a person (decision 0035).
    files: ['server/**/*.ts'],
    ignores: ['server/**/*.test.ts', 'server/db/backup-cli.ts'],
    rules: { 'no-console': 'error' },
  },
  {
    // Nothing imports a test file, so no cycle can pass through one: skipping them saves a third of the walk.
    files: ['**/*.ts', '**/*.tsx'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
);
