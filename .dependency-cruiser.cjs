// The layers of docs/ARCHITECTURE.md, checked by `npm run lint` (dependency-cruiser):
//   packages/contract  <-  server: db, lib, adapters, plugins  <-  modules  <-  app.ts, main.ts
//                      <-  web:    lib  <-  components  <-  features  <-  app
// Every import points down (or sideways within a layer), and no file reaches itself through its imports.
const server = '^apps/server/src/';
const web = '^apps/web/src/';
const serverTop = `${server}(app|main|deps|shutdown)[.]ts$`;

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No import circles, type-only imports included: a circle means two files are one concern or one is in the wrong layer.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'contract-stands-alone',
      severity: 'error',
      comment: 'The contract is shared by the server and the web app: it imports neither.',
      from: { path: '^packages/contract/' },
      to: { path: '^apps/' },
    },
    {
      name: 'server-base-below-modules',
      severity: 'error',
      comment: 'db, lib, adapters and plugins sit below the modules: a type they need moves down into lib or the contract.',
      from: { path: `${server}(db|lib|adapters|plugins)/|${server}(config|paths)[.]ts$` },
      to: { path: `${server}modules/|${serverTop}` },
    },
    {
      name: 'modules-below-app',
      severity: 'error',
      comment: 'Modules never import the application that composes them; they name its dependencies by type only (deps.ts).',
      from: { path: `${server}modules/` },
      to: { path: serverTop, pathNot: `${server}deps[.]ts$` },
    },
    {
      name: 'modules-take-deps-as-type',
      severity: 'error',
      comment: 'deps.ts builds the dependencies; a module only names their type (import type { Deps }).',
      from: { path: `${server}modules/` },
      to: { path: `${server}deps[.]ts$`, dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'services-query-through-repos',
      severity: 'error',
      comment: "Only a module's repo files query the database: routes, services and presenters may name a table's types, never run one.",
      from: { path: `${server}modules/`, pathNot: '(^|/)[a-z-]*repo[.]ts$|[.]test[.]ts$' },
      to: { path: `${server}(db/schema|lib/raw-rows)[.]ts$`, dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'web-lib-below-components',
      severity: 'error',
      comment: 'lib holds the API client, session, site and pure rules: it imports no components, features or app.',
      from: { path: `${web}lib/` },
      to: { path: `${web}(components|features|app)/` },
    },
    {
      name: 'web-components-below-features',
      severity: 'error',
      comment: 'Shared components know no feature and no app shell.',
      from: { path: `${web}components/` },
      to: { path: `${web}(features|app)/` },
    },
    {
      name: 'web-features-below-app',
      severity: 'error',
      comment: 'Features never import app/: what both need lives in lib/ or components/.',
      from: { path: `${web}features/` },
      to: { path: `${web}app/` },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|coverage|test-results)/' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs'],
    },
    skipAnalysisNotInRules: true,
  },
};
