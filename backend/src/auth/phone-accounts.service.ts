import { Inject, Injectable } from '@nestjs/common';
import type { Response } from 'express';
import { InjectRepository } from '@nestjs/typeorm';
import { hash, verify } from '@node-rs/argon2';
import { randomInt } from 'node:crypto';
import { Repository, type EntityManager } from 'typeorm';
import { badRequest, conflict, notAvailable, tooMany } from '../common/errors/domain.exception.js';
import { TOO_MANY_CODES } from './auth.limits.js';
import { ARGON2_OPTIONS, AuthService } from './auth.service.js';
import type { PhoneCodePurpose } from './entities/phone-code.entity.js';
import { UserEntity, type AccountLocale } from './entities/user.entity.js';
import { PhoneCodesRepository, resendWaitAfter } from './phone-codes.repository.js';

export const CODE_SENT = 'We sent a 6-digit code by SMS to your phone.';
export const WRONG_CODE = 'That code is not right. Check the SMS and try again.';
export const CODE_NOT_VALID = 'This code is not valid any more. Ask for a new one.';
export const NO_PHONE_ACCOUNT = 'No account uses this number yet. Please sign up.';
export const PHONE_TAKEN = 'This phone number is already used by another account.';
export const EMAIL_IN_USE = 'This email address is already used by another account.';
export const EMAIL_ALREADY_VERIFIED = 'Your account already has a verified email address.';
export const PHONE_VERIFIED = 'Your phone number is verified.';
export const EMAIL_ADDED = 'We sent you an e-mail: follow its link to verify your address.';

const CODE_TEXTS: Record<AccountLocale, (code: string) => string> = {
  en: (code) => `Your Salone code is ${code}. It expires in 10 minutes.`,
  kri: (code) => `Yu Salone kod na ${code}. I go ɛkspayt insay 10 minit.`,
  fr: (code) => `Votre code Salone est ${code}. Il expire dans 10 minutes.`,
};

/**
 * The text of the SMS, in the language the visitor chose: short, one SMS (GSM-7, or UCS-2
 * for Krio's ɛ within 70 characters), no link.
 */
export const codeText = (code: string, locale: AccountLocale = 'en'): string =>
  CODE_TEXTS[locale](code);

/** Where SMS go: the notifications' SMS outbox, queued in the caller's transaction. */
export interface SmsQueue {
  queue(
    message: { to: string; text: string; kind: string; bookingId?: string },
    manager?: EntityManager,
  ): Promise<void>;
}
export const SMS_QUEUE = Symbol('SMS_QUEUE');

/** Codes are 6 digits, leading zeros kept, from the system's secure random source. */
const newCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

/**
 * Accounts by phone: one-time codes by SMS to sign up and sign in, and to add a number to an
 * account; an address added to an account made by phone. A code is 6 digits, lives 10
 * minutes, works once and is stored hashed (argon2id); each try is counted before it is
 * checked, and the fifth wrong one kills it. Codes to a number wait longer each time.
 */
@Injectable()
export class PhoneAccountsService {
  constructor(
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    private readonly codes: PhoneCodesRepository,
    private readonly auth: AuthService,
    @Inject(SMS_QUEUE) private readonly sms: SmsQueue,
  ) {}

  /**
   * Sends a new code to the number, in `locale`; 429 (Retry-After) while it must wait. Answers
   * the wait before the next code, seconds.
   */
  async sendCode(
    phone: string,
    purpose: PhoneCodePurpose,
    userId: string | null,
    response: Response | undefined,
    locale: AccountLocale = 'en',
  ): Promise<number> {
    const code = newCode();
    const codeHash = await hash(code, ARGON2_OPTIONS);
    const now = new Date();
    const issue = await this.users.manager.transaction(async (manager) => {
      const issued = await this.codes.issue(manager, { phone, purpose, userId, codeHash }, now);
      if (issued.issued) {
        await this.sms.queue(
          {
            to: phone,
            text: codeText(code, locale),
            kind: purpose === 'sign_in' ? 'sign_in_code' : 'phone_verification_code',
          },
          manager,
        );
      }
      return issued;
    });
    if (!issue.issued) {
      response?.setHeader('Retry-After', String(Math.ceil(issue.retryAfterMs / 1000)));
      throw tooMany(TOO_MANY_CODES);
    }
    return resendWaitAfter(issue.sends);
  }

  /**
   * Checks a code and spends it when right. The try is counted first, in one statement with
   * the check that tries are left, so tries sent at the same moment are counted one by one.
   */
  private async checkCode(
    phone: string,
    code: string,
    purpose: PhoneCodePurpose,
    userId: string | null,
    now: Date,
  ): Promise<string> {
    const live = await this.codes.countTry(phone, purpose, userId, now);
    if (!live) throw badRequest(CODE_NOT_VALID, 'CODE_NOT_VALID');
    const right = await verify(live.codeHash, code).catch(() => false);
    if (!right) throw badRequest(WRONG_CODE, 'WRONG_CODE');
    return live.codeHash;
  }

  /**
   * Signs in the account of the number, or makes one when a name is given (sign-up); a
   * number without an account and no name: 404. `locale`, the language the visitor chose,
   * becomes the account's, for the messages it is sent (as when signing up or in by e-mail).
   */
  async signInWithCode(input: {
    phone: string;
    code: string;
    firstName?: string;
    lastName?: string;
    locale?: AccountLocale | null;
  }): Promise<UserEntity> {
    const now = new Date();
    const codeHash = await this.checkCode(input.phone, input.code, 'sign_in', null, now);
    const userId = await this.users.manager.transaction(async (manager) => {
      let id = await this.codes.accountIdByPhone(manager, input.phone);
      if (!id && !(input.firstName && input.lastName)) {
        throw notAvailable(NO_PHONE_ACCOUNT, 'NO_PHONE_ACCOUNT');
      }
      if (!(await this.codes.spend(manager, input.phone, codeHash, now))) {
        throw badRequest(CODE_NOT_VALID, 'CODE_NOT_VALID');
      }
      if (id && input.locale) {
        await manager.update(UserEntity, { id }, { locale: input.locale });
      }
      id ??= await this.codes.createPhoneAccount(
        manager,
        {
          phone: input.phone,
          firstName: input.firstName!,
          lastName: input.lastName!,
          locale: input.locale ?? 'en',
        },
        now,
      );
      return id ?? (await this.codes.accountIdByPhone(manager, input.phone))!;
    });
    return this.users.findOneByOrFail({ id: userId });
  }

  /**
   * Proves the signed-in account holds its own verified number: a sign-in code sent to it
   * (`POST /api/auth/phone/code`), checked and spent like one. For what an account without a
   * password confirms instead of typing one (deleting the account).
   */
  async confirmOwnPhone(user: UserEntity, code: string): Promise<void> {
    if (!user.phone || !user.phoneVerifiedAt) throw badRequest(CODE_NOT_VALID, 'CODE_NOT_VALID');
    const now = new Date();
    const codeHash = await this.checkCode(user.phone, code, 'sign_in', null, now);
    const spent = await this.users.manager.transaction((manager) =>
      this.codes.spend(manager, user.phone!, codeHash, now),
    );
    if (!spent) throw badRequest(CODE_NOT_VALID, 'CODE_NOT_VALID');
  }

  /** Gives the signed-in account the number whose code it entered. */
  async verifyAddedPhone(user: UserEntity, phone: string, code: string): Promise<UserEntity> {
    const now = new Date();
    const codeHash = await this.checkCode(phone, code, 'add_phone', user.id, now);
    await this.users.manager.transaction(async (manager) => {
      if (!(await this.codes.spend(manager, phone, codeHash, now))) {
        throw badRequest(CODE_NOT_VALID, 'CODE_NOT_VALID');
      }
      const set = await this.codes.setAccountPhone(manager, user.id, phone, now).catch(uniqueTaken);
      if (!set)
        throw conflict(PHONE_TAKEN, 'PHONE_TAKEN', [{ field: 'phone', message: PHONE_TAKEN }]);
    });
    return this.users.findOneByOrFail({ id: user.id });
  }

  /**
   * Sets the address of an account without a verified one and e-mails it a link to verify
   * it; 409 when another account has the address, or this one has a verified address.
   */
  async addEmail(user: UserEntity, email: string): Promise<string> {
    if (user.email && user.emailVerifiedAt) {
      throw conflict(EMAIL_ALREADY_VERIFIED, 'EMAIL_ALREADY_VERIFIED');
    }
    await this.users.manager.transaction(async (manager) => {
      const set = await this.codes.setAccountEmail(manager, user.id, email).catch(uniqueTaken);
      if (!set) {
        throw conflict(EMAIL_IN_USE, 'EMAIL_TAKEN', [{ field: 'email', message: EMAIL_IN_USE }]);
      }
      await this.auth.sendVerification(manager, {
        id: user.id,
        email,
        firstName: user.firstName,
        locale: user.locale,
      });
    });
    return EMAIL_ADDED;
  }
}

/** A unique index refused the write (another account was faster): false. */
function uniqueTaken(error: unknown): false {
  if ((error as { code?: string }).code === '23505') return false;
  throw error;
}
