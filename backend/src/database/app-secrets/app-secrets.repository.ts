import type { EntityManager } from 'typeorm';

/**
 * A named application secret (table `app_secrets`): the first replica to ask stores
 * `candidate`, and every replica reads the one stored.
 */
export async function appSecret(
  manager: EntityManager,
  name: string,
  candidate: Buffer,
): Promise<Buffer> {
  await manager.query(
    `INSERT INTO app_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING`,
    [name, candidate],
  );
  const [row]: { value: Buffer }[] = await manager.query(
    `SELECT value FROM app_secrets WHERE name = $1`,
    [name],
  );
  return row.value;
}
