import { HttpStatus, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { Strategy } from 'passport-local';
import { DomainException } from '../common/errors/domain.exception.js';
import { AuthService, INVALID_CREDENTIALS } from './auth.service.js';
import type { UserEntity } from './entities/user.entity.js';

/** passport-local: e-mail + password from the JSON body (validated by LoginDto first). */
@Injectable()
export class LocalStrategy extends PassportStrategy(Strategy) {
  constructor(private readonly auth: AuthService) {
    super({ usernameField: 'email', passwordField: 'password', session: false });
  }

  async validate(email: string, password: string): Promise<UserEntity> {
    const user = await this.auth.verifyCredentials({ email, password });
    if (!user) throw new DomainException(HttpStatus.UNAUTHORIZED, INVALID_CREDENTIALS, 'BAD_LOGIN');
    return user;
  }
}
