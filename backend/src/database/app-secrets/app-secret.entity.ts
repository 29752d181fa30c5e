import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/**
 * Keys the application makes for itself once and every replica shares (the voucher signing
 * key, the API keys' pepper). The core owns the table: any module may keep a secret here.
 */
@Entity('app_secrets')
export class AppSecretEntity {
  @PrimaryColumn({ type: 'varchar', length: 40 })
  name: string;

  @Column({ type: 'bytea' })
  value: Buffer;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
