import { Inject, Injectable } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { InjectRepository } from '@nestjs/typeorm';
import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';
import { createHash, randomBytes } from 'node:crypto';
import { LessThan, Repository, type EntityManager } from 'typeorm';
import { forbidden } from '../common/errors/domain.exception.js';
import { appConfig, mailConfig } from '../config/configuration.js';
import { NodeEnv } from '../config/env.validation.js';
import { isDemoAccountEmail } from './demo-accounts.js';
import { OutboxService } from '../notifications/index.js';
import { AccountTokens } from './account-tokens.repository.js';
import { ORGANISATION_MEMBERS, type OrganisationMembers } from './authentication.js';
import { UsersRepository } from './users.repository.js';
import type {
  AccountRole,
  LoginDto,
  RegisterDto,
  RegisterResponseDto,
  UserDto,
} from './dto/auth.dto.js';
import { assertPasswordAcceptable } from './password-rule.js';
import { SessionEntity } from './entities/session.entity.js';
import { UserEntity, type AccountLocale } from './entities/user.entity.js';

/** OWASP Password Storage Cheat Sheet: argon2id, 19 MiB, 2 iterations, 1 lane. */
export const ARGON2_OPTIONS: Options = {
  // Algorithm.Argon2id (a `const enum`, which isolated modules cannot read).
  algorithm: 2 satisfies Algorithm.Argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

export const SESSION_IDLE_MS = 7 * 24 * 3_600_000;
export const SESSION_ABSOLUTE_MS = 30 * 24 * 3_600_000;
/** lastSeenAt is written at most once a minute per session. */
const TOUCH_INTERVAL_MS = 60_000;

export const INVALID_CREDENTIALS = 'Invalid email or password';
export const DEMO_ACCOUNT_REFUSED = 'Sample accounts cannot be used on this site';
/** The answer to every accepted sign-up, whether or not the address already had an account. */
export const SIGN_UP_ACCEPTED =
  'Thank you. We sent you an e-mail: follow its link to verify your address.';

export const hashToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

export const toUserDto = (user: UserEntity): UserDto => ({
  id: user.id,
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
  emailVerified: user.emailVerifiedAt != null,
  phone: user.phone,
  phoneVerified: user.phoneVerifiedAt != null,
  createdAt: user.createdAt.toISOString(),
});

@Injectable()
export class AuthService {
  /** Verified against when the e-mail is unknown, so both cases take the same time. */
  private readonly dummyHash = hash('salone-dummy-password', ARGON2_OPTIONS);

  constructor(
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    @InjectRepository(SessionEntity) private readonly sessions: Repository<SessionEntity>,
    @Inject(appConfig.KEY) private readonly config: ConfigType<typeof appConfig>,
    @Inject(mailConfig.KEY) private readonly mail: ConfigType<typeof mailConfig>,
    private readonly tokens: AccountTokens,
    private readonly outbox: OutboxService,
    private readonly userRows: UsersRepository,
    @Inject(ORGANISATION_MEMBERS) private readonly organisationMembers: OrganisationMembers,
  ) {}

  /** The sample data's demo accounts exist for development and tests only. */
  private refuseDemoAccountInProduction(email: string | null): void {
    if (this.config.nodeEnv === NodeEnv.Production && email && isDemoAccountEmail(email)) {
      throw forbidden(DEMO_ACCOUNT_REFUSED, 'DEMO_ACCOUNT');
    }
  }

  /**
   * Invitations to join an organisation sent to this address become memberships (staff).
   * Only for a verified address: whoever typed it at sign-up may not own it.
   */
  async claimInvitations(user: { id: string; email: string | null }): Promise<void> {
    if (!user.email) return;
    await this.organisationMembers.claimInvitations({ id: user.id, email: user.email });
  }

  /** The roles the session endpoint tells: operator (a member of any organisation), admin. */
  async rolesOf(user: Pick<UserEntity, 'id' | 'isAdmin'>): Promise<AccountRole[]> {
    const member = await this.organisationMembers.isMemberOfAny(user.id);
    return [...(member ? ['operator' as const] : []), ...(user.isAdmin ? ['admin' as const] : [])];
  }

  /** ADMIN_EMAILS: an account with one of those addresses, once verified, is made an admin. */
  async grantConfiguredAdmin(user: { id: string; email: string | null }): Promise<boolean> {
    if (!user.email || !this.config.adminEmails.includes(user.email.trim().toLowerCase()))
      return false;
    await this.users.update({ id: user.id }, { isAdmin: true });
    return true;
  }

  /**
   * Creates an account and sends it a link to verify the address. An address that already
   * has an account gets the same answer, and its owner an e-mail saying someone tried.
   */
  /** `locale`: the language the visitor chose, kept for the account's messages. */
  async register(dto: RegisterDto, locale: AccountLocale = 'en'): Promise<RegisterResponseDto> {
    this.refuseDemoAccountInProduction(dto.email);
    assertPasswordAcceptable(dto.password, [dto.email, dto.firstName, dto.lastName]);
    const passwordHash = await hash(dto.password, ARGON2_OPTIONS);
    await this.users.manager.transaction(async (manager) => {
      const id = await this.userRows.insertIfAddressFree(manager, {
        firstName: dto.firstName,
        lastName: dto.lastName,
        email: dto.email,
        passwordHash,
        locale,
      });
      if (id !== undefined) {
        await this.sendVerification(manager, {
          id,
          email: dto.email,
          firstName: dto.firstName,
          locale,
        });
        return;
      }
      const owner = (await this.userRows.findContactByEmail(manager, dto.email))!;
      await this.outbox.record(manager, {
        type: 'account.sign_up_attempted',
        aggregateType: 'account',
        aggregateId: owner.id,
        payload: {
          email: owner.email,
          firstName: owner.firstName,
          link: `${this.mail.publicUrl}/login`,
          locale: owner.locale,
        },
      });
    });
    return { success: true, message: SIGN_UP_ACCEPTED };
  }

  /** Issues a verification link (24 hours) and writes its e-mail into the outbox. */
  async sendVerification(
    manager: EntityManager,
    user: { id: string; email: string; firstName: string; locale?: string },
  ): Promise<void> {
    const token = await this.tokens.issue(manager, user.id, 'verify_email');
    await this.outbox.record(manager, {
      type: 'account.email_verification_requested',
      aggregateType: 'account',
      aggregateId: user.id,
      payload: {
        email: user.email,
        firstName: user.firstName,
        link: `${this.mail.publicUrl}/verify-email?token=${token}`,
        locale: user.locale,
      },
    });
  }

  /** The user for these credentials, or null; takes the same time whether or not the e-mail exists. */
  async verifyCredentials(dto: LoginDto): Promise<UserEntity | null> {
    const user = await this.userRows.findByEmail(dto.email);
    const valid = await verify(user?.passwordHash ?? (await this.dummyHash), dto.password).catch(
      () => false,
    );
    if (!user || !valid) return null;
    this.refuseDemoAccountInProduction(user.email);
    if (user.emailVerifiedAt) {
      if (!user.isAdmin && (await this.grantConfiguredAdmin(user))) user.isAdmin = true;
      await this.claimInvitations(user);
    }
    return user;
  }

  /** A new session: 256 random bits in the cookie, their SHA-256 in the database. */
  async createSession(
    userId: string,
    now = new Date(),
    client: { userAgent?: string; ipAddress?: string } = {},
  ): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await this.sessions.insert({
      tokenHash: hashToken(token),
      userId,
      userAgent: (client.userAgent ?? '').slice(0, 400),
      ipAddress: (client.ipAddress ?? '').slice(0, 64),
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS),
    });
    return token;
  }

  /** The user of a live session, sliding its idle window; null when absent or expired. */
  async resolveSession(
    token: string,
    now = new Date(),
    ipAddress?: string,
  ): Promise<UserEntity | null> {
    const session = await this.userRows.findSessionWithUser(hashToken(token));
    if (!session) return null;
    const idleExpired = now.getTime() - session.lastSeenAt.getTime() > SESSION_IDLE_MS;
    if (idleExpired || session.expiresAt <= now) {
      await this.sessions.delete({ id: session.id });
      return null;
    }
    if (now.getTime() - session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
      await this.sessions.update(
        { id: session.id },
        { lastSeenAt: now, ...(ipAddress ? { ipAddress: ipAddress.slice(0, 64) } : {}) },
      );
    }
    return session.user;
  }

  async endSession(token: string): Promise<void> {
    await this.sessions.delete({ tokenHash: hashToken(token) });
  }

  /** Deletes sessions past their absolute expiry or idle for too long. */
  async purgeExpiredSessions(now = new Date()): Promise<number> {
    const result = await this.sessions.delete([
      { expiresAt: LessThan(now) },
      { lastSeenAt: LessThan(new Date(now.getTime() - SESSION_IDLE_MS)) },
    ]);
    return result.affected ?? 0;
  }
}
