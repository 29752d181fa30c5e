/**
 * Subscribes a database session to a notification channel (`LISTEN`): a command of the
 * connection, not a read or write of any table, so it lives with the database's own wiring.
 */
export function listen(
  session: { query(sql: string): Promise<unknown> },
  channel: string,
): Promise<unknown> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Not a channel name: ${channel}`);
  return session.query(`LISTEN ${channel}`);
}
