import { ExecutionContext, Injectable } from '@nestjs/common';
import { AuthGuard, PassportStrategy } from '@nestjs/passport';
import type { Response } from 'express';
import { Strategy } from 'passport-custom';
import { type AuthenticatedRequest, readBearerToken, type UserEntity } from '../auth/index.js';
import { unauthorized } from '../common/errors/domain.exception.js';
import { API_KEY_INVALID, ApiKeysService } from './api-keys.service.js';

/** Name of the API key strategy (`AuthGuard(API_KEY_STRATEGY)`). */
export const API_KEY_STRATEGY = 'api-key';

/**
 * Passport strategy for `Authorization: Bearer <key>`: the account the key acts as, with
 * `request.apiKey` set; a refused key fails with its own 401 (or 429 past its rate).
 */
@Injectable()
export class ApiKeyStrategy extends PassportStrategy(Strategy, API_KEY_STRATEGY) {
  constructor(private readonly apiKeys: ApiKeysService) {
    super();
  }

  async validate(request: AuthenticatedRequest): Promise<UserEntity | null> {
    const token = readBearerToken(request);
    if (!token) return null;
    const { user, key } = await this.apiKeys.authenticate(token, request.res as Response);
    request.apiKey = key;
    return user;
  }
}

/** Lets the request through only with a valid API key; sets request.user and request.apiKey. */
@Injectable()
export class ApiKeyGuard extends AuthGuard(API_KEY_STRATEGY) {
  override canActivate(context: ExecutionContext) {
    return super.canActivate(context) as Promise<boolean>;
  }

  override handleRequest<TUser = UserEntity>(error: unknown, user: TUser | false): TUser {
    if (error) throw error;
    if (!user) throw unauthorized(API_KEY_INVALID, 'API_KEY_INVALID');
    return user;
  }
}
