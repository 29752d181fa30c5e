/**
 * Writes a migration with the SQL that brings a database, after every existing migration,
 * in line with the entities. Runs against a throw-away in-memory embedded database.
 *
 *   npm run migration:generate -w backend -- AddBookings
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { DataSource } from 'typeorm';
import { BACKEND_ROOT } from '../src/common/paths.js';
import { buildDataSourceOptions } from '../src/database/data-source.options.js';
import { ENTITIES } from '../src/entities.js';
import { EmbeddedPostgres } from '../src/database/embedded-postgres.js';

async function main(): Promise<void> {
  const name = process.argv[2];
  if (!name || !/^[A-Z][A-Za-z0-9]+$/.test(name)) {
    throw new Error('Give the migration a PascalCase name, e.g. AddBookings');
  }
  const embedded = await EmbeddedPostgres.start(undefined);
  const dataSource = new DataSource(
    buildDataSourceOptions({ ...embedded.connection, embedded: true }, ENTITIES),
  );
  try {
    await dataSource.initialize();
    await dataSource.runMigrations({ transaction: 'all' });
    const sql = await dataSource.driver.createSchemaBuilder().log();
    if (sql.upQueries.length === 0) {
      console.log('The entities and the migrations agree: nothing to generate.');
      return;
    }
    const timestamp = Date.now();
    const className = `${name}${timestamp}`;
    const render = (queries: { query: string; parameters?: unknown[] }[]) =>
      queries
        .map(({ query, parameters }) => {
          const params =
            parameters && parameters.length > 0 ? `, ${JSON.stringify(parameters)}` : '';
          return `    await queryRunner.query(\`${query.replace(/[`\\]/g, '\\$&')}\`${params});`;
        })
        .join('\n');
    const file = path.join(
      BACKEND_ROOT,
      'src',
      'database',
      'migrations',
      `${timestamp}-${name}.ts`,
    );
    fs.writeFileSync(
      file,
      `import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ${className} implements MigrationInterface {
  name = '${className}';

  async up(queryRunner: QueryRunner): Promise<void> {
${render(sql.upQueries)}
  }

  async down(queryRunner: QueryRunner): Promise<void> {
${render([...sql.downQueries].reverse())}
  }
}
`,
    );
    console.log(
      `Wrote ${path.relative(process.cwd(), file)}; add ${className} to migrations/index.ts.`,
    );
  } finally {
    if (dataSource.isInitialized) await dataSource.destroy();
    await embedded.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
