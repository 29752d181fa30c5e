import { Inject, Injectable } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { InjectRepository } from '@nestjs/typeorm';
import { hash, verify } from '@node-rs/argon2';
import Bowser from 'bowser';
import { Not, Repository } from 'typeorm';
import {
  badRequest,
  forbidden,
  invalidField,
  notFound,
} from '../common/errors/domain.exception.js';
import { mailConfig } from '../config/configuration.js';
import { OutboxService } from '../notifications/index.js';
import { AccountTokens } from './account-tokens.repository.js';
import { ARGON2_OPTIONS, AuthService, hashToken } from './auth.service.js';
import type { AccountSessionDto } from './dto/account.dto.js';
import { SessionEntity } from './entities/session.entity.js';
import { UserEntity } from './entities/user.entity.js';
import { assertPasswordAcceptable } from './password-rule.js';
import { UsersRepository } from './users.repository.js';

export const LINK_NOT_VALID =
  'This link is not valid any more. It may have been used already or have expired.';
export const EMAIL_VERIFIED = 'Your email address is verified. You can now book.';
export const ALREADY_VERIFIED = 'Your email address is already verified.';
export const NO_EMAIL_TO_VERIFY = 'Your account has no email address yet.';
export const VERIFICATION_SENT = 'We sent you a new link. Please check your email.';
export const RESET_SENT =
  'If an account exists for this email address, we sent it a link to reset the password.';
export const PASSWORD_RESET_DONE = 'Your password has been reset. You can now sign in.';
export const PASSWORD_CHANGED = 'Your password has been changed.';
export const WRONG_CURRENT_PASSWORD = 'Your current password is incorrect';
export const SESSION_REVOKED = 'The session has been signed out.';
export const SIGNED_OUT_EVERYWHERE = 'You have been signed out everywhere.';
export const EMAIL_NOT_VERIFIED =
  'Please verify your email address or add a phone number to book. We sent you a link.';

/** "Chrome on Android (mobile)"; "Unknown device" when the User-Agent says nothing useful. */
export function describeDevice(userAgent: string): string {
  if (!userAgent.trim()) return 'Unknown device';
  const { browser, os, platform } = Bowser.parse(userAgent);
  const parts = [
    browser.name,
    os.name ? `on ${os.name}` : '',
    platform.type ? `(${platform.type})` : '',
  ]
    .filter(Boolean)
    .join(' ');
  return parts || 'Unknown device';
}

/**
 * What an account does with its own security: verify the address, reset or change the
 * password, list and end its sessions.
 */
@Injectable()
export class AccountSecurityService {
  constructor(
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    @InjectRepository(SessionEntity) private readonly sessions: Repository<SessionEntity>,
    @Inject(mailConfig.KEY) private readonly mail: ConfigType<typeof mailConfig>,
    private readonly tokens: AccountTokens,
    private readonly outbox: OutboxService,
    private readonly auth: AuthService,
    private readonly userRows: UsersRepository,
  ) {}

  /**
   * 403 EMAIL_NOT_VERIFIED unless the account has one verified contact: its address or its
   * phone number. (An account made by phone has its number verified from the start, so
   * only an address not yet verified, without a number, is refused.)
   */
  static assertVerified(user: UserEntity): void {
    if (!user.emailVerifiedAt && !user.phoneVerifiedAt) {
      throw forbidden(EMAIL_NOT_VERIFIED, 'EMAIL_NOT_VERIFIED');
    }
  }

  /** Follows a verification link: works once, within 24 hours. */
  async verifyEmail(token: string): Promise<string> {
    const user = await this.users.manager.transaction(async (manager) => {
      const userId = await this.tokens.spend(manager, token, 'verify_email');
      if (!userId) throw badRequest(LINK_NOT_VALID, 'INVALID_TOKEN');
      await this.userRows.markEmailVerified(manager, userId);
      return manager.findOneByOrFail(UserEntity, { id: userId });
    });
    await this.auth.grantConfiguredAdmin(user);
    await this.auth.claimInvitations(user);
    return EMAIL_VERIFIED;
  }

  /** Sends a new verification link to the signed-in account. */
  async resendVerification(user: UserEntity): Promise<string> {
    if (user.emailVerifiedAt) return ALREADY_VERIFIED;
    const email = user.email;
    if (!email) return NO_EMAIL_TO_VERIFY;
    await this.users.manager.transaction((manager) =>
      this.auth.sendVerification(manager, { ...user, email }),
    );
    return VERIFICATION_SENT;
  }

  /** Sends a reset link (1 hour) when the address has an account; the same answer either way. */
  async requestPasswordReset(email: string): Promise<string> {
    await this.users.manager.transaction(async (manager) => {
      const user = await this.userRows.findByEmail(email, manager);
      if (!user) return;
      const token = await this.tokens.issue(manager, user.id, 'reset_password');
      await this.outbox.record(manager, {
        type: 'account.password_reset_requested',
        aggregateType: 'account',
        aggregateId: user.id,
        payload: {
          email: user.email!,
          firstName: user.firstName,
          link: `${this.mail.publicUrl}/reset-password?token=${token}`,
          locale: user.locale,
        },
      });
    });
    return RESET_SENT;
  }

  /**
   * Follows a reset link: sets the new password, spends every other reset link and ends
   * every session of the account but `keepSessionToken`'s. Following it also proves the
   * address, so an unverified one becomes verified.
   */
  async confirmPasswordReset(
    token: string,
    password: string,
    keepSessionToken?: string,
  ): Promise<string> {
    await this.users.manager.transaction(async (manager) => {
      const userId = await this.tokens.spend(manager, token, 'reset_password');
      if (!userId) throw badRequest(LINK_NOT_VALID, 'INVALID_TOKEN');
      const user = await manager.findOneByOrFail(UserEntity, { id: userId });
      assertPasswordAcceptable(password, [user.email ?? '', user.firstName, user.lastName]);
      await manager.update(
        UserEntity,
        { id: userId },
        {
          passwordHash: await hash(password, ARGON2_OPTIONS),
          emailVerifiedAt: user.emailVerifiedAt ?? new Date(),
        },
      );
      await this.tokens.spendAll(manager, userId, 'reset_password');
      await manager.delete(SessionEntity, {
        userId,
        ...(keepSessionToken ? { tokenHash: Not(hashToken(keepSessionToken)) } : {}),
      });
    });
    return PASSWORD_RESET_DONE;
  }

  /** Changes the signed-in account's password; every other session ends. */
  async changePassword(
    user: UserEntity,
    currentPassword: string,
    newPassword: string,
    sessionToken: string,
  ): Promise<string> {
    const valid = await verify(user.passwordHash, currentPassword).catch(() => false);
    if (!valid) {
      throw invalidField('currentPassword', WRONG_CURRENT_PASSWORD, 'WRONG_PASSWORD');
    }
    assertPasswordAcceptable(
      newPassword,
      [user.email ?? '', user.firstName, user.lastName],
      'newPassword',
    );
    await this.users.manager.transaction(async (manager) => {
      await manager.update(
        UserEntity,
        { id: user.id },
        { passwordHash: await hash(newPassword, ARGON2_OPTIONS) },
      );
      await this.tokens.spendAll(manager, user.id, 'reset_password');
      await manager.delete(SessionEntity, {
        userId: user.id,
        tokenHash: Not(hashToken(sessionToken)),
      });
    });
    return PASSWORD_CHANGED;
  }

  /** The account's live sessions, most recently seen first. */
  async listSessions(
    userId: string,
    sessionToken: string,
    now = new Date(),
  ): Promise<AccountSessionDto[]> {
    const sessions = await this.sessions.find({ where: { userId }, order: { lastSeenAt: 'DESC' } });
    const current = hashToken(sessionToken);
    return sessions
      .filter((session) => session.expiresAt > now)
      .map((session) => ({
        id: session.id,
        device: describeDevice(session.userAgent),
        ipAddress: session.ipAddress,
        createdAt: session.createdAt.toISOString(),
        lastSeenAt: session.lastSeenAt.toISOString(),
        current: session.tokenHash === current,
      }));
  }

  /** Ends one of the account's sessions (anyone else's answers 404). */
  async revokeSession(userId: string, sessionId: string): Promise<string> {
    const result = await this.sessions.delete({ id: sessionId, userId });
    if (!result.affected) throw notFound('Session');
    return SESSION_REVOKED;
  }

  /** Ends every session of the account, this one included. */
  async endAllSessions(userId: string): Promise<string> {
    await this.sessions.delete({ userId });
    return SIGNED_OUT_EVERYWHERE;
  }
}
