import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import { Strategy } from 'passport-local';
import { unauthorized } from '../common/errors/domain.exception.js';
import { AuthService, INVALID_CREDENTIALS } from './auth.service.js';
import type { UserEntity } from './entities/user.entity.js';
import { LoginThrottle } from './login-throttle.js';

/**
 * passport-local: e-mail + password from the JSON body (validated by LoginDto first). An
 * e-mail and client address that failed too often wait before their next try (LoginThrottle).
 */
@Injectable()
export class LocalStrategy extends PassportStrategy(Strategy) {
  constructor(
    private readonly auth: AuthService,
    private readonly throttle: LoginThrottle,
  ) {
    super({
      usernameField: 'email',
      passwordField: 'password',
      session: false,
      passReqToCallback: true,
    });
  }

  async validate(request: Request, email: string, password: string): Promise<UserEntity> {
    const key = LoginThrottle.key(email, String(request.ip));
    // Counted as a failure now, before the check, so parallel attempts cannot outrun it.
    await this.throttle.reserveAttempt(key, request.res);
    const user = await this.auth.verifyCredentials({ email, password });
    if (!user) {
      throw unauthorized(INVALID_CREDENTIALS, 'BAD_LOGIN');
    }
    await this.throttle.succeeded(key);
    return user;
  }
}
