/**
 * The backend's module boundaries, checked by `npm run lint` (dependency-cruiser) and drawn in
 * docs/architecture.md by scripts/architecture-graph.mjs from the same objects below
 * (docs/decisions/backend-module-boundaries.md).
 *
 * A module is a folder of backend/src. The core (common, config, database) is a library every
 * module may use; a feature module is reached only through its index.ts, and only by the
 * modules that MODULES lets depend on it. The files directly in backend/src and the sample
 * data seed (backend/src/seed) are the composition: they know every module.
 */

const SRC = '^src/';

/** The core: shared by every module, and it knows none of them. */
export const CORE = ['common', 'config', 'database'];

/** The composition: wires the modules together (app.module, the entity list, the seed). */
export const COMPOSITION = ['seed'];

/**
 * Each feature module and the feature modules it may import (besides the core). The graph
 * has no cycle; the order of the keys is the order the picture lists them in. Every
 * controller declares its access with auth's `@Authenticated(...)` / `@Public()`, so auth sits
 * low: it reaches API keys and organisation membership through ports (auth/authentication.ts)
 * bound by api-keys and operators, and imports only notifications (the mail outbox).
 */
export const MODULES = {
  reviews: ['audit', 'auth', 'bookings', 'catalogue', 'notifications', 'operators', 'uploads'],
  admin: ['audit', 'auth', 'bookings', 'catalogue', 'contact', 'notifications', 'operators'],
  operators: [
    'account',
    'api-keys',
    'audit',
    'auth',
    'bookings',
    'catalogue',
    'notifications',
    'uploads',
  ],
  payments: ['api-keys', 'audit', 'auth', 'bookings', 'metrics', 'notifications'],
  bookings: ['account', 'api-keys', 'audit', 'auth', 'catalogue', 'notifications', 'uploads'],
  account: ['auth', 'contact', 'planner', 'uploads'],
  planner: ['auth', 'catalogue'],
  contact: ['auth'],
  uploads: ['auth'],
  notifications: ['audit'],
  'api-keys': ['audit', 'auth'],
  audit: [],
  auth: ['notifications'],
  catalogue: ['auth'],
  frontends: ['catalogue'],
  health: ['auth'],
  metrics: ['auth'],
};

const FEATURES = Object.keys(MODULES);
const any = (names) => `(${names.join('|')})`;

/** The rules the issue names, each with its own message; the directions above cover the rest. */
const NAMED_RULES = [
  {
    name: 'core-imports-no-feature',
    comment:
      'The core (common, config, database) never imports a feature module or the composition: features register their own entities, seeds and providers.',
    severity: 'error',
    from: { path: `${SRC}${any(CORE)}/` },
    to: { path: SRC, pathNot: `${SRC}${any(CORE)}/` },
  },
  {
    name: 'catalogue-not-downstream',
    comment:
      'The catalogue never imports operators, bookings or payments: they ask it, and it asks them through ports (occupancy.port.ts).',
    severity: 'error',
    from: { path: `${SRC}catalogue/` },
    to: { path: `${SRC}(operators|bookings|payments)/` },
  },
  {
    name: 'notifications-receive-snapshots',
    comment:
      'Notifications never import the modules that raise events (account, admin, auth, bookings, operators, payments): the raiser hands over a snapshot.',
    severity: 'error',
    from: { path: `${SRC}notifications/` },
    to: { path: `${SRC}(account|admin|auth|bookings|operators|payments)/` },
  },
  {
    name: 'account-auth-not-bookings',
    comment:
      'Account and auth never import bookings: data export and deletion go through the AccountBookings port that bookings binds.',
    severity: 'error',
    from: { path: `${SRC}(account|auth)/` },
    to: { path: `${SRC}bookings/` },
  },
  {
    name: 'operators-not-admin',
    comment:
      'Operators never import admin: the audit log is its own module (audit/) that both use.',
    severity: 'error',
    from: { path: `${SRC}operators/` },
    to: { path: `${SRC}admin/` },
  },
  {
    name: 'public-surface-only',
    comment:
      "A feature module is reached only through its index.ts (what it exports for others); no deep imports into another module's files.",
    severity: 'error',
    from: { path: `${SRC}([^/]+)/` },
    to: {
      path: `${SRC}${any(FEATURES)}/`,
      pathNot: [`${SRC}$1/`, `${SRC}[^/]+/index\\.ts$`],
    },
  },
  {
    name: 'entities-stay-home',
    comment:
      "An entity is imported only by its owning module (one owner per table); others ask the owner's services, and name its entities as types at most.",
    severity: 'error',
    from: { path: `${SRC}([^/]+)/` },
    to: {
      path: `${SRC}[^/]+/(.+\\.entity\\.ts|entities(/index)?\\.ts)$`,
      pathNot: `${SRC}$1/`,
    },
  },
  {
    name: 'no-cycles-between-modules',
    comment: 'No import cycle runs through two modules.',
    severity: 'error',
    from: { path: `${SRC}([^/]+)/` },
    to: { circular: true, viaSomeNot: `${SRC}$1/` },
  },
];

/** A feature module imports only the core and the modules MODULES lists for it. */
const DIRECTION_RULES = FEATURES.map((name) => ({
  name: `direction-${name}`,
  comment: `${name} may import only the core and: ${MODULES[name].join(', ') || 'nothing else'}.`,
  severity: 'error',
  from: { path: `${SRC}${name}/`, pathNot: `${SRC}${name}/cli/` },
  to: {
    path: SRC,
    pathNot: `${SRC}${any([name, ...CORE, ...MODULES[name]])}/`,
  },
}));

/** Nothing but the composition and the command line entry points imports the composition. */
const COMPOSITION_RULE = {
  name: 'composition-imported-by-entry-points-only',
  comment:
    'The files directly in backend/src and the seed wire everything; only they and the command line tools (<module>/cli/) import them.',
  severity: 'error',
  from: { path: `${SRC}[^/]+/`, pathNot: [`${SRC}${any(COMPOSITION)}/`, `${SRC}[^/]+/cli/`] },
  to: { path: [`${SRC}[^/]+\\.ts$`, `${SRC}${any(COMPOSITION)}/`] },
};

export default {
  forbidden: [...NAMED_RULES, ...DIRECTION_RULES, COMPOSITION_RULE],
  options: {
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    // Specs may reach inside what they test.
    exclude: { path: ['\\.spec\\.ts$', 'node_modules'] },
    doNotFollow: { path: 'node_modules' },
    includeOnly: '^src/',
  },
};
