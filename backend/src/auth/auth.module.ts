import { MiddlewareConsumer, Module, NestModule } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import { RememberLocaleInterceptor } from './account-locale.js';
import { AccountSecurityController } from './account-security.controller.js';
import { AccountSecurityService } from './account-security.service.js';
import { AccountTokens } from './account-tokens.repository.js';
import { AuthController } from './auth.controller.js';
import { AuthService } from './auth.service.js';
import { LocalAuthGuard } from './auth.guards.js';
import { AUTH_ENTITIES } from './entities/index.js';
import { LocalStrategy } from './local.strategy.js';
import { LoginThrottle } from './login-throttle.js';
import { SameOriginMiddleware } from './same-origin.middleware.js';
import { PhoneAccountsController } from './phone-accounts.controller.js';
import { SmsOutbox } from '../notifications/index.js';
import { PhoneAccountsService, SMS_QUEUE } from './phone-accounts.service.js';
import { PhoneCodesRepository } from './phone-codes.repository.js';
import { OptionalSessionGuard, SessionGuard } from './session.guard.js';
import { SessionStrategy } from './session.strategy.js';
import { UserDirectory } from './user-directory.js';
import { UsersRepository } from './users.repository.js';

@Module({
  imports: [TypeOrmModule.forFeature(AUTH_ENTITIES), PassportModule],
  controllers: [AuthController, AccountSecurityController, PhoneAccountsController],
  providers: [
    AuthService,
    AccountSecurityService,
    AccountTokens,
    UsersRepository,
    UserDirectory,
    LoginThrottle,
    PhoneAccountsService,
    PhoneCodesRepository,
    { provide: SMS_QUEUE, useExisting: SmsOutbox },
    LocalStrategy,
    SessionStrategy,
    SessionGuard,
    OptionalSessionGuard,
    LocalAuthGuard,
    { provide: APP_INTERCEPTOR, useClass: RememberLocaleInterceptor },
  ],
  // The steps of the authentication guard, which every module's controllers use.
  // UserDirectory: what other modules read and change of the accounts.
  exports: [
    AuthService,
    SessionGuard,
    OptionalSessionGuard,
    LocalAuthGuard,
    UserDirectory,
    PhoneAccountsService,
  ],
})
export class AuthModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(SameOriginMiddleware).forRoutes('{*path}');
  }
}
