import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** Keys the application makes for itself once and every replica shares (e.g. `voucher`). */
@Entity('app_secrets')
export class AppSecretEntity {
  @PrimaryColumn({ type: 'varchar', length: 40 })
  name: string;

  @Column({ type: 'bytea' })
  value: Buffer;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
