import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { InjectRepository } from '@nestjs/typeorm';
import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';
import { createHash, randomBytes } from 'node:crypto';
import { LessThan, Repository } from 'typeorm';
import { DomainException } from '../common/errors/domain.exception.js';
import { appConfig } from '../config/configuration.js';
import { NodeEnv } from '../config/env.validation.js';
import { isDemoAccountEmail } from '../database/seed/data/organisations.js';
import type { LoginDto, RegisterDto, UserDto } from './dto/auth.dto.js';
import { SessionEntity } from './entities/session.entity.js';
import { UserEntity } from './entities/user.entity.js';

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

export const hashToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

export const toUserDto = (user: UserEntity): UserDto => ({
  id: user.id,
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
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
  ) {}

  /** The sample data's demo accounts exist for development and tests only. */
  private refuseDemoAccountInProduction(email: string): void {
    if (this.config.nodeEnv === NodeEnv.Production && isDemoAccountEmail(email)) {
      throw new DomainException(HttpStatus.FORBIDDEN, DEMO_ACCOUNT_REFUSED, 'DEMO_ACCOUNT');
    }
  }

  /** Invitations to join an organisation sent to this address become memberships (staff). */
  private async claimInvitations(user: { id: string; email: string }): Promise<void> {
    await this.users.query(
      `WITH claimed AS (
         DELETE FROM organisation_invitations WHERE lower(email) = lower($2) RETURNING organisation_id
       )
       INSERT INTO organisation_members (organisation_id, user_id, role)
       SELECT organisation_id, $1, 'staff' FROM claimed
       ON CONFLICT DO NOTHING`,
      [user.id, user.email],
    );
  }

  /** ADMIN_EMAILS: an account with one of those addresses is made an admin. */
  private async grantConfiguredAdmin(user: { id: string; email: string }): Promise<boolean> {
    if (!this.config.adminEmails.includes(user.email.trim().toLowerCase())) return false;
    await this.users.update({ id: user.id }, { isAdmin: true });
    return true;
  }

  async register(dto: RegisterDto): Promise<UserDto> {
    this.refuseDemoAccountInProduction(dto.email);
    const passwordHash = await hash(dto.password, ARGON2_OPTIONS);
    const rows: UserEntity[] = await this.users.query(
      `INSERT INTO users (first_name, last_name, email, password_hash)
       VALUES ($1, $2, $3, $4)
       ON CONFLICT ((lower(email))) DO NOTHING
       RETURNING id, first_name AS "firstName", last_name AS "lastName", email, created_at AS "createdAt"`,
      [dto.firstName, dto.lastName, dto.email, passwordHash],
    );
    if (rows.length === 0) {
      throw new DomainException(
        HttpStatus.CONFLICT,
        'An account with this email already exists',
        'EMAIL_TAKEN',
      );
    }
    await this.grantConfiguredAdmin(rows[0]);
    await this.claimInvitations(rows[0]);
    return toUserDto({ ...rows[0], createdAt: new Date(rows[0].createdAt) } as UserEntity);
  }

  /** The user for these credentials, or null; takes the same time whether or not the e-mail exists. */
  async verifyCredentials(dto: LoginDto): Promise<UserEntity | null> {
    const user = await this.users
      .createQueryBuilder('user')
      .where('lower(user.email) = lower(:email)', { email: dto.email })
      .getOne();
    const valid = await verify(user?.passwordHash ?? (await this.dummyHash), dto.password).catch(
      () => false,
    );
    if (!user || !valid) return null;
    this.refuseDemoAccountInProduction(user.email);
    if (!user.isAdmin && (await this.grantConfiguredAdmin(user))) user.isAdmin = true;
    await this.claimInvitations(user);
    return user;
  }

  /** A new session: 256 random bits in the cookie, their SHA-256 in the database. */
  async createSession(userId: string, now = new Date()): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await this.sessions.insert({
      tokenHash: hashToken(token),
      userId,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS),
    });
    return token;
  }

  /** The user of a live session, sliding its idle window; null when absent or expired. */
  async resolveSession(token: string, now = new Date()): Promise<UserEntity | null> {
    const session = await this.sessions.findOne({
      where: { tokenHash: hashToken(token) },
      relations: { user: true },
    });
    if (!session) return null;
    const idleExpired = now.getTime() - session.lastSeenAt.getTime() > SESSION_IDLE_MS;
    if (idleExpired || session.expiresAt <= now) {
      await this.sessions.delete({ id: session.id });
      return null;
    }
    if (now.getTime() - session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
      await this.sessions.update({ id: session.id }, { lastSeenAt: now });
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
