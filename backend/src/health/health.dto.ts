export class HealthDto {
  /** @example "ok" */
  status: 'ok';
  /** @example "up" */
  database: 'up';
  /**
   * Round trip of `SELECT 1`, milliseconds.
   * @example 0.8
   */
  databaseLatencyMs: number;
  /** @example 3600 */
  uptimeSeconds: number;
}
