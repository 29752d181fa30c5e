#!/usr/bin/env node
/**
 * One owner per table (docs/architecture.md, docs/decisions/table-owners-checked.md): only the
 * module that owns a table reads or writes it; every other module asks that module, through
 * its services or a port it binds.
 *
 * The owner of a table is the module (the first folder under backend/src) holding the entity
 * that names it, `@Entity('table')`; the core (common, config, database) counts as one owner.
 * This script reads every backend source file that may reach the database (no specs, no
 * migrations, not the sample data seed) and fails when one names another module's table in
 * its SQL (after FROM, JOIN, INTO, UPDATE, USING) or passes another module's entity class to
 * the ORM (`getRepository(X)`, `manager.update(X, ...)`, `@InjectRepository(X)`...).
 *
 * The few exceptions are listed below with their reason; an exception that no longer matches
 * anything fails too, so the list only shrinks.
 *
 *   node scripts/table-owners.mjs          check (npm run lint:tables)
 *   node scripts/table-owners.mjs --list   also print what the exceptions cover
 */
import { readdirSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SRC = path.join(root, 'backend', 'src');

/** The core is one owner: shared infrastructure every module may use. */
const CORE = new Set(['common', 'config', 'database']);

/** Tables with no entity (written by a library), and their owner. */
const TABLES_WITHOUT_ENTITY = {
  // rate-limiter-flexible's store (common/rate-limit/rate-limiters.ts).
  rate_limits: 'core',
};

/** Files that are no module's: they wire every module together or fill every table. */
const SKIPPED = [/^database\/migrations\//, /^seed\//, /\.spec\.ts$/, /\.d\.ts$/];

/**
 * Reads of another module's table that stay, each with its reason: `file` (under backend/src),
 * the `table` (or entity class) it names, and `reason`.
 */
export const EXCEPTIONS = [
  {
    file: 'bookings/booking-search.repository.ts',
    table: 'users',
    reason:
      "The admin's booking search filters on the account's address (text search over bookings and accounts together) and shows it; splitting it would fetch every matching account first. Read-only.",
  },
  {
    file: 'bookings/booking-reminders.repository.ts',
    table: 'users',
    reason: 'Debt: the reminder picks the traveller’s address and language in the same query.',
  },
  {
    file: 'bookings/booking-reminders.repository.ts',
    table: 'events',
    reason: 'Debt: event start times for reminders, to come through the catalogue reader.',
  },
  {
    file: 'bookings/booking-reminders.repository.ts',
    table: 'tours',
    reason: 'Debt: tour start times for reminders, to come through the catalogue reader.',
  },
  {
    file: 'bookings/inventory/availability-counts.repository.ts',
    table: 'rooms',
    reason:
      'Debt: room counts joined to the bookings that hold them in one availability query; to come through the catalogue reader.',
  },
  {
    file: 'catalogue/catalogue-reader.repository.ts',
    table: 'organisations',
    reason:
      "Debt: a listing's operator name and WhatsApp number read with the listing; to come through a port that operators bind.",
  },
  {
    file: 'catalogue/listing.entity.ts',
    table: 'organisations',
    reason:
      'Debt: a listing is public only while its organisation is approved, checked in the same query (publicListing); to come through a port that operators bind.',
  },
  {
    file: 'catalogue/kinds/index.ts',
    table: 'organisations',
    reason:
      "Debt: the listings' summary (moderation and partner lists) shows the organisation's name in the same query.",
  },
  {
    file: 'operators/organisations.repository.ts',
    table: 'users',
    reason:
      "Debt: members and invitations are listed with the accounts' addresses, and invitations claimed by address, in one query; to come through auth's UserDirectory.",
  },
  {
    file: 'payments/payments.repository.ts',
    table: 'bookings',
    reason:
      'Debt: the payment sweep and reconciliation read the booking of each code in the same query; to come through BookingLifecycle.',
  },
];

const walk = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : entry.name.endsWith('.ts') ? [full] : [];
  });

const moduleOf = (file) => {
  const first = file.split('/')[0];
  return CORE.has(first) ? 'core' : first;
};

/** Source without comments, so prose ("read from the users") is not read as SQL. */
const withoutComments = (text) =>
  text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');

/** The owner of each table and of each entity class. */
export function owners(files) {
  const tables = new Map(Object.entries(TABLES_WITHOUT_ENTITY));
  const entities = new Map();
  for (const [file, text] of files) {
    for (const match of text.matchAll(
      /@Entity\(\s*['"]([a-z_][a-z0-9_]*)['"][\s\S]*?export class (\w+)/g,
    )) {
      tables.set(match[1], moduleOf(file));
      entities.set(match[2], moduleOf(file));
    }
  }
  return { tables, entities };
}

const SQL_TABLE = /\b(?:FROM|JOIN|INTO|UPDATE|USING)\s+"?([a-z_][a-z0-9_]*)"?/g;
const ORM_ENTITY =
  /\b(?:InjectRepository|getRepository|createQueryBuilder|update|insert|delete|save|create|find\w*|count\w*|exist\w*|increment|decrement|upsert|softDelete|remove|preload|merge)\(\s*(\w+Entity)\b/g;

/** Every use of another module's table: { file, module, table, owner }. */
export function foreignUses(files) {
  const { tables, entities } = owners(files);
  const uses = [];
  for (const [file, raw] of files) {
    if (SKIPPED.some((pattern) => pattern.test(file))) continue;
    const module = moduleOf(file);
    const text = withoutComments(raw);
    const seen = new Set();
    const add = (table, owner) => {
      if (!owner || owner === module || seen.has(table)) return;
      seen.add(table);
      uses.push({ file, module, table, owner });
    };
    for (const [, table] of text.matchAll(SQL_TABLE)) add(table, tables.get(table));
    for (const [, entity] of text.matchAll(ORM_ENTITY)) add(entity, entities.get(entity));
  }
  return uses;
}

const excepted = (use) =>
  EXCEPTIONS.find((e) => e.file === use.file && (e.table === '*' || e.table === use.table));

/** The uses that break the rule, and the exceptions that no longer match anything. */
export function check(files) {
  const uses = foreignUses(files);
  const violations = uses.filter((use) => !excepted(use));
  const stale = EXCEPTIONS.filter(
    (e) => !uses.some((use) => use.file === e.file && (e.table === '*' || e.table === use.table)),
  );
  return { uses, violations, stale };
}

export function readSources(dir = SRC) {
  return new Map(
    walk(dir).map((full) => [
      path.relative(dir, full).split(path.sep).join('/'),
      readFileSync(full, 'utf8'),
    ]),
  );
}

/** The check must be able to fail: a module writing another's table is caught. */
function selfTest() {
  const sources = new Map([
    ['auth/entities/user.entity.ts', "@Entity('users')\nexport class UserEntity {}"],
    ['uploads/entities/upload.entity.ts', "@Entity('uploads')\nexport class UploadEntity {}"],
    [
      'uploads/uploads.repository.ts',
      '// Counts the rows FROM users.\nq(`SELECT 1 FROM uploads u JOIN users x ON x.id = u.user_id`);\nm.update(UserEntity, {}, {});',
    ],
  ]);
  const found = check(sources).violations.map((use) => `${use.file}: ${use.table}`);
  const expected = [
    'uploads/uploads.repository.ts: users',
    'uploads/uploads.repository.ts: UserEntity',
  ];
  if (JSON.stringify(found) !== JSON.stringify(expected)) {
    console.error(
      `table-owners: the check itself is broken: found ${JSON.stringify(found)}, expected ${JSON.stringify(expected)}.`,
    );
    process.exit(1);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  selfTest();
  const { uses, violations, stale } = check(readSources());
  if (process.argv.includes('--list')) {
    for (const use of uses) {
      const why = excepted(use);
      console.log(
        `${why ? 'excepted' : 'VIOLATION'}  ${use.file}: ${use.table} (owned by ${use.owner})`,
      );
    }
  }
  for (const use of violations) {
    console.error(
      `table-owners: backend/src/${use.file} (${use.module}) uses ${use.table}, which ${use.owner} owns: ask the ${use.owner} module (its service, or a port it binds) instead.`,
    );
  }
  for (const e of stale) {
    console.error(
      `table-owners: the exception for ${e.table} in backend/src/${e.file} no longer matches anything; remove it from scripts/table-owners.mjs.`,
    );
  }
  if (violations.length > 0 || stale.length > 0) process.exit(1);
  console.log(
    `table-owners: every table is used by its owner only (${EXCEPTIONS.length} listed exceptions).`,
  );
}
