import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** The languages an account's messages (SMS) are written in. */
export const ACCOUNT_LOCALES = ['en', 'kri', 'fr'] as const;
export type AccountLocale = (typeof ACCOUNT_LOCALES)[number];

@Entity('users')
@Check('CHK_users_locale', `"locale" IN ('en', 'kri', 'fr')`)
@Index('UQ_users_email_lower', { synchronize: false })
@Check('CHK_users_contact', `"email" IS NOT NULL OR "phone" IS NOT NULL`)
export class UserEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 80 })
  firstName: string;

  @Column({ type: 'varchar', length: 80 })
  lastName: string;

  /**
   * Stored as typed; compared and unique case-insensitively (index on lower(email)). Null for
   * an account made with a phone number that has not added an address.
   */
  @Column({ type: 'varchar', length: 254, nullable: true })
  email: string | null;

  /** The account's phone number in E.164, written once its SMS code was entered; unique. */
  @Index('UQ_users_phone', { unique: true })
  @Column({ type: 'varchar', length: 16, nullable: true })
  phone: string | null;

  /** When the phone number was proven by its SMS code. */
  @Column({ type: 'timestamptz', nullable: true })
  phoneVerifiedAt: Date | null;

  /** argon2id PHC string (`!` for an account without a password); never leaves the server. */
  @Column({ type: 'varchar', length: 200 })
  passwordHash: string;

  /** A platform admin (granted by `npm run admin:grant` or ADMIN_EMAILS). */
  @Column({ type: 'boolean', default: false })
  isAdmin: boolean;

  /** When the owner followed the link sent to the address; null: not yet (no bookings). */
  @Column({ type: 'timestamptz', nullable: true })
  emailVerifiedAt: Date | null;

  /**
   * The language of the account's messages: the `salone_lang` cookie when the account signed
   * up, signed in or booked last; English until then.
   */
  @Column({ type: 'varchar', length: 3, default: 'en' })
  locale: AccountLocale;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}

/** How people know the account: its address, or its phone number when it has none. */
export const accountContact = (user: Pick<UserEntity, 'email' | 'phone' | 'id'>): string =>
  user.email ?? user.phone ?? user.id;
