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

export class LivenessDto {
  /** @example "ok" */
  status: 'ok';
  /** @example 3600 */
  uptimeSeconds: number;
}

export class ReadinessDto {
  /** @example "ready" */
  status: 'ready';
  /** @example "up" */
  database: 'up';
  /**
   * Round trip of `SELECT 1`, milliseconds.
   * @example 0.8
   */
  databaseLatencyMs: number;
  /**
   * The Redis that holds the rate-limit counters: `none` when none is configured. While it is
   * down the process counts on its own and stays ready.
   * @example "up"
   */
  redis: 'up' | 'down' | 'none';
}
