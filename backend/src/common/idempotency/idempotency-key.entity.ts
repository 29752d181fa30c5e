import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * One `Idempotency-Key` a caller sent: the request it was first used with (a hash) and, once
 * that request finished, its answer. Kept 24 hours, shared by every replica.
 */
@Entity('idempotency_keys')
export class IdempotencyKeyEntity {
  /** Who sent it: `user:<id>` or `key:<id>`; keys of different callers never meet. */
  @PrimaryColumn({ type: 'varchar', length: 60 })
  caller: string;

  @PrimaryColumn({ type: 'varchar', length: 255 })
  key: string;

  /** SHA-256 of method, path and body, hex. */
  @Column({ type: 'varchar', length: 64 })
  requestHash: string;

  /** The answer's status; null while the first request is still running. */
  @Column({ type: 'int', nullable: true })
  responseStatus: number | null;

  @Column({ type: 'jsonb', nullable: true })
  responseBody: unknown;

  @Index()
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
