/** Dependencies point one way: web/server -> domain -> contracts -> zod; web/server -> locales (data only).
 *  Nothing imports an app.
 *  Inside web, features do not import each other. Checked by package name and resolved path. */
module.exports = {
  forbidden: [
    {
      name: 'contracts-only-zod',
      comment: 'contracts hold call metadata, constants and zod schemas only: no domain, no app',
      severity: 'error',
      from: { path: '^packages/contracts' },
      to: { path: '^(packages/domain|apps/)|(^|node_modules/)@showfloor/(domain|server|web)' },
    },
    {
      name: 'domain-pure',
      comment: 'domain depends on contracts only, never on an app',
      severity: 'error',
      from: { path: '^packages/domain' },
      to: {
        path: '^apps/|(^|node_modules/)@showfloor/(server|web)|(^|node_modules/)(react|react-dom|fastify|pg|@electric-sql|drizzle-orm)(/|$)',
      },
    },
    {
      name: 'domain-allowed-packages',
      comment: 'domain may use contracts, zod and dayjs only: pure rules, no UI, no I/O',
      severity: 'error',
      from: { path: '^packages/domain' },
      to: {
        dependencyTypes: ['npm', 'npm-dev', 'npm-optional', 'npm-peer', 'npm-no-pkg', 'npm-unknown'],
        pathNot: 'node_modules/(dayjs|zod)/',
      },
    },
    {
      name: 'contracts-allowed-packages',
      severity: 'error',
      from: { path: '^packages/contracts' },
      to: {
        dependencyTypes: ['npm', 'npm-dev', 'npm-optional', 'npm-peer', 'npm-no-pkg', 'npm-unknown'],
        pathNot: 'node_modules/(zod|vitest)/',
      },
    },
    {
      name: 'contracts-metadata-without-zod',
      comment:
        'the metadata entry (calls, constants, types) loads no zod and no schema: the web client bundles it; ' +
        'schemas are in the /schemas entry. Type-only imports are erased, so they may name schemas',
      severity: 'error',
      from: {
        path: '^packages/contracts/src/((index|define|registry)\\.ts|[a-z]+/(calls|constants)\\.ts|common/(constants|headers|error-codes|text|pages|ssr)\\.ts|tracking/)',
      },
      to: {
        path: 'node_modules/zod/|^packages/contracts/src/(schemas|call-schemas|openapi|[a-z]+/(schemas|call-schemas)|common/(primitives|envelope|boot))\\.ts$',
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'web-without-schemas',
      comment:
        'the web client takes metadata and types from @showfloor/contracts; it never runs a zod schema',
      severity: 'error',
      from: { path: '^apps/web/src' },
      to: {
        path: 'node_modules/zod/|^packages/contracts/src/(schemas|call-schemas)\\.ts$',
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'locales-depend-on-nothing',
      comment:
        'the dictionary is data: its modules import only its own JSON, so web and server both may use it',
      severity: 'error',
      from: { path: '^packages/locales/', pathNot: '\\.test\\.ts$' },
      to: { pathNot: '^packages/locales/' },
    },
    {
      name: 'locales-test-packages',
      comment:
        "the dictionary's test reads its files and checks them with zod, nothing of the apps or packages",
      severity: 'error',
      from: { path: '^packages/locales/.+\\.test\\.ts$' },
      to: {
        pathNot: '^packages/locales/|node_modules/(zod|vitest)/|^node:(fs|path|url)$|^(fs|path|url)$',
      },
    },
    {
      name: 'no-node-in-domain',
      severity: 'error',
      from: { path: '^packages/(domain|contracts)' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'apps-do-not-import-apps',
      severity: 'error',
      from: { path: '^apps/(server|web)' },
      to: { path: '^apps/(server|web)', pathNot: '^apps/$1' },
    },
    {
      name: 'web-not-server',
      severity: 'error',
      from: { path: '^apps/web' },
      to: { path: '^apps/server|(^|node_modules/)@showfloor/server' },
    },
    {
      name: 'server-not-web',
      severity: 'error',
      from: { path: '^apps/server' },
      to: { path: '^apps/web/src|(^|node_modules/)@showfloor/web' },
    },
    {
      name: 'no-cross-feature',
      comment: 'features/<a> must not import features/<b>; shared code goes to components/ or lib/',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/([^/]+)/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'an import that does not resolve could hide a wrong-way dependency',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)dist/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'default'] },
  },
};
