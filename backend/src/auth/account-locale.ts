import {
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
  SetMetadata,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { from, mergeMap, type Observable } from 'rxjs';
import { ACCOUNT_LOCALES, type AccountLocale } from './entities/user.entity.js';
import { UsersRepository } from './users.repository.js';

/** The cookie that holds the language the visitor chose: `en`, `kri` or `fr`. */
export const LANGUAGE_COOKIE = 'salone_lang';

/** The language the request's cookie names, or null (none, or one the product does not have). */
export function localeOf(request: Pick<Request, 'cookies'>): AccountLocale | null {
  const value = (request.cookies as Record<string, unknown> | undefined)?.[LANGUAGE_COOKIE];
  return typeof value === 'string' && (ACCOUNT_LOCALES as readonly string[]).includes(value)
    ? (value as AccountLocale)
    : null;
}

const REMEMBERS_LOCALE = 'salone:remembers-locale';

/**
 * On a route where the signed-in account acts (signs in, books): once it succeeds, the
 * language of the `salone_lang` cookie becomes the account's, for the messages it is sent.
 */
export const RemembersLocale = () => SetMetadata(REMEMBERS_LOCALE, true);

@Injectable()
export class RememberLocaleInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly users: UsersRepository,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (
      context.getType() !== 'http' ||
      !this.reflector.get<boolean>(REMEMBERS_LOCALE, context.getHandler())
    ) {
      return next.handle();
    }
    const request = context
      .switchToHttp()
      .getRequest<Request & { user?: unknown; apiKey?: unknown }>();
    const locale = localeOf(request);
    if (!locale) return next.handle();
    return next.handle().pipe(
      mergeMap((value) =>
        from(
          (async () => {
            const user = request.user as { id?: unknown } | undefined;
            // An account, by e-mail or by phone (not an API key acting for an organisation).
            if (typeof user?.id === 'string' && !request.apiKey) {
              await this.users.rememberLocale(user.id, locale);
            }
            return value;
          })(),
        ),
      ),
    );
  }
}
