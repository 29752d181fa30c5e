import { MiddlewareConsumer, Module, NestModule } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountLocales, RememberLocaleInterceptor } from './account-locale.js';
import { AccountSecurityController } from './account-security.controller.js';
import { AccountSecurityService } from './account-security.service.js';
import { AccountTokens } from './account-tokens.js';
import { AuthController } from './auth.controller.js';
import { AuthService } from './auth.service.js';
import { LocalAuthGuard } from './auth.guards.js';
import { AUTH_ENTITIES } from './entities/index.js';
import { LocalStrategy } from './local.strategy.js';
import { LoginThrottle } from './login-throttle.js';
import { SameOriginMiddleware } from './same-origin.middleware.js';
import { OptionalSessionGuard, SessionGuard } from './session.guard.js';
import { SessionStrategy } from './session.strategy.js';

@Module({
  imports: [TypeOrmModule.forFeature(AUTH_ENTITIES), PassportModule],
  controllers: [AuthController, AccountSecurityController],
  providers: [
    AuthService,
    AccountSecurityService,
    AccountTokens,
    LoginThrottle,
    LocalStrategy,
    SessionStrategy,
    SessionGuard,
    OptionalSessionGuard,
    LocalAuthGuard,
    AccountLocales,
    { provide: APP_INTERCEPTOR, useClass: RememberLocaleInterceptor },
  ],
  // The steps of the authentication guard, which every module's controllers use.
  exports: [AuthService, SessionGuard, OptionalSessionGuard, LocalAuthGuard],
})
export class AuthModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(SameOriginMiddleware).forRoutes('{*path}');
  }
}
