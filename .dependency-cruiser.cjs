/**
 * The import rules of docs/ARCHITECTURE.md §2, checked by `npm run check` (and so by CI). A rule broken here is a
 * layer pointing the wrong way; fix the import (move the code down a layer, or go through the module's index.ts),
 * not the rule.
 */
const API = '^apps/api/src/';
const TEST_FILE = '\\.test\\.tsx?$';
/**
 * Tools outside the running app (the demo seed, one-shot commands, the bench) are composition roots of their own:
 * they build the repo or engine they load or measure from a module's files (decision 0126).
 */
const TOOLING = [
  '^bench/',
  `${API}seed/`,
  `${API}(create-admin|listings-provider-command|plans-command(\\.test)?|staff-command(\\.test)?|import-benchmarks|reanalyse)\\.ts$`,
];

module.exports = {
  forbidden: [
    {
      name: 'platform-imports-below-only',
      comment: 'platform/ is the floor: it imports only packages/domain, config and libraries.',
      severity: 'error',
      from: { path: `${API}platform/`, pathNot: TEST_FILE },
      to: { path: API, pathNot: [`${API}platform/`, `${API}config\\.ts$`] },
    },
    {
      name: 'module-through-index',
      comment: 'A module imports another module only through its index.ts (its public surface).',
      severity: 'error',
      from: { path: `${API}modules/([^/]+)/` },
      to: { path: `${API}modules/[^/]+/.`, pathNot: [`${API}modules/$1/`, `${API}modules/[^/]+/index\\.ts$`] },
    },
    {
      name: 'outside-through-index',
      comment: 'Code outside the modules (app, tests, e2e) reaches a module only through its index.ts.',
      severity: 'error',
      from: { pathNot: [`${API}modules/`, ...TOOLING] },
      to: { path: `${API}modules/[^/]+/.`, pathNot: `${API}modules/[^/]+/index\\.ts$` },
    },
    {
      name: 'index-exports-no-repo',
      comment:
        "A module's index.ts exports its definition, services and types, never a repo (decision 0126): other modules get its services or `reads`.",
      severity: 'error',
      from: { path: `${API}modules/[^/]+/index\\.ts$` },
      to: { path: `${API}modules/[^/]+/[^/]+\\.repo\\.ts$`, dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'app-is-the-root',
      comment: 'app/ (the composition root) is imported by main.ts and runtime.ts only (and by tests and the bench).',
      severity: 'error',
      from: { path: `${API}(platform|modules|connectors|seed)/`, pathNot: TEST_FILE },
      to: { path: `${API}app/` },
    },
    {
      name: 'connectors-import-no-module',
      comment: 'Connectors are clients of outside services: they import no module and no app code.',
      severity: 'error',
      from: { path: `${API}connectors/`, pathNot: TEST_FILE },
      to: { path: `${API}(modules|app)/` },
    },
    {
      name: 'connectors-hold-no-sql',
      comment: 'Connectors hold no SQL: storage they need (tokens) is handed to them by the composition root.',
      severity: 'error',
      from: { path: `${API}connectors/` },
      to: { path: ['^node_modules/(drizzle-orm|pg|postgres)/', `${API}platform/db/`] },
    },
    {
      name: 'domain-imports-no-app',
      comment: 'packages/domain is shared by the API and the web app: it imports nothing from the apps.',
      severity: 'error',
      from: { path: '^packages/domain/' },
      to: { path: '^(apps|e2e|bench)/' },
    },
    {
      name: 'text-analysis-imports-no-app',
      comment: 'packages/text-analysis is a library the apps use: it imports packages/domain and libraries only.',
      severity: 'error',
      from: { path: '^packages/text-analysis/' },
      to: { path: '^(apps|e2e|bench)/' },
    },
    {
      name: 'web-feature-through-index',
      comment:
        "A web feature imports another feature only through its index.ts (its public surface); what is no one feature's lives in shared/.",
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: {
        path: '^apps/web/src/features/',
        pathNot: ['^apps/web/src/features/$1/', '^apps/web/src/features/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'web-shared-imports-no-feature',
      comment: 'Web shared/ sits below the features and the app shell.',
      severity: 'error',
      from: { path: '^apps/web/src/shared/' },
      to: { path: '^apps/web/src/(features|app)/' },
    },
    {
      name: 'web-public-pages-stay-light',
      comment:
        "The public pages are a light build (decision 0099): no React, Mantine, router, query cache or zod, and none of the app's screens.",
      severity: 'error',
      from: { path: '^apps/web/src/public-pages/' },
      to: {
        path: [
          '^node_modules/(react|react-dom|react-router|@mantine|@tanstack|@tabler|zod)/',
          '^apps/web/src/(app|features)/',
        ],
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'no-cycles',
      comment: 'No import cycles: each one makes the load order (and the layering) a matter of luck.',
      severity: 'error',
      from: { path: '^(apps|packages)/' },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)dist/', '(^|/)node_modules/\\.vite'] },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    combinedDependencies: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
      mainFields: ['module', 'main', 'types'],
    },
  },
};
