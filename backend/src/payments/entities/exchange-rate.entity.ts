import { Check, Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** numeric comes back from PostgreSQL as text; rates have two decimals, exact in a number. */
const numericToNumber = {
  to: (value: number) => value,
  from: (value: string | number | null) => (value === null ? null : Number(value)),
};

/**
 * The leone rate: one row per change, the newest is the current rate
 * (docs/decisions/exchange-rate-as-data.md). Before the first change there is no row and the
 * configured `SLE_PER_USD` is the rate. Only the payments module reads or writes this table.
 */
@Entity('exchange_rates')
@Check(`"sle_per_usd" >= 1 AND "sle_per_usd" <= 1000`)
export class ExchangeRateEntity {
  @PrimaryGeneratedColumn()
  id: number;

  /** Leones per US dollar, two decimals. */
  @Column({ type: 'numeric', precision: 10, scale: 2, transformer: numericToNumber })
  slePerUsd: number;

  /** The admin who set it; null once their account is deleted. */
  @Column({ type: 'uuid', nullable: true })
  changedById: string | null;

  /** Their address (or phone) when they set it, kept after the account goes. */
  @Column({ type: 'varchar', length: 254 })
  changedBy: string;

  @CreateDateColumn({ type: 'timestamptz' })
  changedAt: Date;
}
