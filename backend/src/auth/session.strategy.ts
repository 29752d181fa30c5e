import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { Strategy } from 'passport-custom';
import { AuthService } from './auth.service.js';
import type { UserEntity } from './entities/user.entity.js';
import { readSessionToken, type AuthenticatedRequest } from './session.js';

/** Name of the session strategy (`AuthGuard(SESSION_STRATEGY)`). */
export const SESSION_STRATEGY = 'session-cookie';

/**
 * Passport strategy for the HttpOnly session cookie: the user of a live session, or a
 * failure. Sets `request.sessionToken` for sign-out. (API keys will be another strategy.)
 */
@Injectable()
export class SessionStrategy extends PassportStrategy(Strategy, SESSION_STRATEGY) {
  constructor(private readonly auth: AuthService) {
    super();
  }

  async validate(request: AuthenticatedRequest): Promise<UserEntity | null> {
    const token = readSessionToken(request);
    const user = token ? await this.auth.resolveSession(token, new Date(), request.ip) : null;
    if (user) request.sessionToken = token;
    return user;
  }
}
