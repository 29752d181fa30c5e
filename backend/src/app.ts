import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import {
  declareErrors,
  declareResponseHeaders,
  declareSecurity,
  describeOperations,
  nullableAsMeant,
  typeWhatItCarries,
} from './common/openapi/index.js';
import type { ConfigType } from '@nestjs/config';
import compression from 'compression';
import cookieParser from 'cookie-parser';
import { Logger, PinoLogger } from 'nestjs-pino';
import * as path from 'node:path';
import { SESSION_COOKIE } from './auth/session.js';
import { API_KEY_THROTTLED } from './api-keys/api-keys.service.js';
import { BACKEND_ROOT } from './common/paths.js';
import { appConfig, mailConfig } from './config/configuration.js';
import { AppModule } from './app.module.js';
import { serveFrontends, serveOptions } from './frontends/serve-frontends.js';
import { siteConfigRoute, tileOrigins } from './frontends/site-config.js';
import { GlobalExceptionFilter } from './common/errors/global-exception.filter.js';
import { ErrorResponseDto } from './common/errors/error-response.dto.js';
import { createValidationPipe } from './common/errors/validation.js';
import { noStoreForSignedIn } from './common/http/no-store.js';
import { securityHeaders } from './common/http/security-headers.js';
import { refuseNonUtf8Json } from './common/http/utf8-json.js';
import { answerClientErrors } from './common/http/client-errors.js';
import { API_VERSION_HEADER, apiVersions, LATEST_API_VERSION } from './common/http/api-version.js';
import { MetricsService } from './metrics/metrics.service.js';
import { CatalogueCache } from './catalogue/cache/catalogue-cache.js';
import { answerFromMemoryFirst, CatalogueFastPath } from './catalogue/cache/catalogue-fast-path.js';
import metadata from './metadata.js';
import { declareWebhooks } from './notifications/index.js';
import { bookingRequestRules } from './bookings/dto/booking-request-contract.js';
import { CREATE_BOOKING_SCHEMAS } from './bookings/dto/create-booking.dto.js';

export const API_PREFIX = 'api';
export const MEDIA_DIR = path.join(BACKEND_ROOT, 'assets', 'media');
/**
 * Largest JSON body accepted. The biggest legitimate one, a tour booking with twenty
 * participants, is about 6 KB; files go through multipart uploads with their own limit.
 */
export const JSON_BODY_LIMIT = '64kb';

/** Builds the application without listening, so main, tests and scripts share one setup. */
export async function createApp(): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule, {
    bufferLogs: true,
    // Webhook signatures are computed over the exact bytes received.
    rawBody: true,
    // Registered below with explicit limits.
    bodyParser: false,
  });
  app.useLogger(app.get(Logger));
  const config = app.get<ConfigType<typeof appConfig>>(appConfig.KEY);
  app.disable('x-powered-by');
  answerClientErrors(app.getHttpServer());
  app.set('trust proxy', config.trustProxyHops);
  app.use(app.get(MetricsService).timeRequests);
  // Before the body parser, so its refusals (413, 415, bad JSON) carry the headers too.
  app.use(
    ...securityHeaders(`/${API_PREFIX}/docs`, config.remoteOrigins, tileOrigins(config.mapTileUrl)),
  );
  app.use(noStoreForSignedIn({ apiPrefix: API_PREFIX, sessionCookie: SESSION_COOKIE }));
  app.use(apiVersions(`/${API_PREFIX}/`));
  if (config.corsOrigins.length > 0) {
    // Only the configured origins may call the API from their pages, with the session cookie.
    app.enableCors({
      origin: config.corsOrigins,
      credentials: true,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      allowedHeaders: ['Content-Type', 'X-Request-Id', API_VERSION_HEADER],
      exposedHeaders: [
        'X-Request-Id',
        'Retry-After',
        API_VERSION_HEADER,
        'Deprecation',
        'Sunset',
        'Link',
      ],
      maxAge: 600,
    });
  }
  // gzip or brotli, as the client accepts, for compressible responses of 1 KB and more.
  app.use(compression());
  app.use(refuseNonUtf8Json);
  app.useBodyParser('json', { limit: JSON_BODY_LIMIT });
  app.useBodyParser('urlencoded', { limit: '16kb', extended: false });
  app.setGlobalPrefix(API_PREFIX);
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new GlobalExceptionFilter());
  app.set('query parser', 'simple');
  app.use(cookieParser());
  app.useStaticAssets(MEDIA_DIR, {
    prefix: `/${API_PREFIX}/media`,
    maxAge: '7d',
    fallthrough: true,
  });
  // Plain Express middleware runs before every route Nest registers at init, including its
  // 404 handler; it leaves /api alone.
  app.use(siteConfigRoute(config.mapTileUrl));
  serveFrontends(app, config.frontendDistRoot, serveOptions(app));
  // The signals main.ts gives a grace period; others (SIGUSR2, SIGHUP) do not stop the app.
  app.enableShutdownHooks(['SIGTERM', 'SIGINT']);

  const document = await buildOpenApiDocument(app);
  SwaggerModule.setup(`${API_PREFIX}/docs`, app, document, {
    jsonDocumentUrl: `${API_PREFIX}/docs/openapi.json`,
    customSiteTitle: 'Salone API',
  });
  // Kept public catalogue answers go out before Express, as the pipeline sent them
  // (docs/decisions/catalogue-fast-path-before-express.md); every other request goes through all of
  // the above.
  const metrics = app.get(MetricsService);
  answerFromMemoryFirst(
    app.getHttpServer(),
    new CatalogueFastPath({
      cache: app.get(CatalogueCache),
      corsConfigured: config.corsOrigins.length > 0,
      trustProxy: app.getHttpAdapter().getInstance().get('trust proxy fn'),
      observe: (method, route, statusCode, seconds) =>
        metrics.observeRequest(method, route, statusCode, seconds),
      accessLog: () => PinoLogger.root,
      apiPath: `/${API_PREFIX}/`,
    }),
  );
  return app;
}

export async function buildOpenApiDocument(app: NestExpressApplication): Promise<OpenAPIObject> {
  await SwaggerModule.loadPluginMetadata(metadata);
  const config = new DocumentBuilder()
    .setTitle('Salone API')
    .setDescription(
      'Discover Sierra Leone: hotels, events, car rentals, guided tours and property viewings. ' +
        'Money is in US dollars (numbers with up to two decimals); dates are ISO 8601 in UTC ' +
        '(Sierra Leone keeps GMT). Every error has the body `{statusCode, error, code, message, details?}`: programs read `code` (the `ErrorCode` enum; each response lists the codes it can carry), people read `message`. ' +
        'A program names the version of the API it was written for in the `Salone-Version` header (2026-11-26 without it); every answer says which version it followed; docs/changelog.md lists what each version changed.',
    )
    .setVersion(LATEST_API_VERSION)
    // Partners use the API under the terms they accept with their API key; it is not open source.
    .setLicense('Proprietary: the Salone terms of service', 'https://salone.sl/terms-of-service')
    // The deployment's own address (PUBLIC_URL), so a program or Prism pointed at the contract
    // calls the server that published it.
    .addServer(
      app.get<ConfigType<typeof mailConfig>>(mailConfig.KEY).publicUrl,
      'This deployment (its PUBLIC_URL; every path starts with /api)',
    )
    .addTag('auth', 'Accounts and sessions (HttpOnly cookie `salone_session`)')
    .addTag('content', 'Home page content')
    .addTag('hotels', 'Hotels and their rooms')
    .addTag('events', 'Events and ticket categories')
    .addTag('cars', 'Car rentals')
    .addTag('tours', 'Guided tours')
    .addTag('real-estate', 'Property listings')
    .addTag('bookings', 'Bookings of the signed-in user')
    .addTag('account', 'The signed-in user’s own data: download it, delete the account')
    .addTag('payments', 'Mobile-money payments (USSD codes)')
    .addTag('uploads', 'Documents for bookings (KYC, driver’s licence)')
    .addTag('contact', 'Messages to the Salone team from the contact page')
    .addTag(
      'planner',
      'AI trip planner: itineraries built from the catalogue’s hotels, tours, events and cars',
    )
    .addTag('webhooks', 'Outgoing webhooks of an organisation: signed events, delivery log')
    .addTag('api-keys', 'API keys of an organisation, for its servers (Authorization: Bearer)')
    .addTag('dev', 'Development helpers (404 in production)')
    .addTag('health', 'Operations')
    .addTag(
      'availability',
      'Free and taken days of a listing, with their prices (closed and booked days marked)',
    )
    .addTag(
      'Reviews',
      'Verified reviews of listings: written after a stay, replied to by operators',
    )
    .addTag(
      'Operator bookings',
      'Bookings of an organisation’s listings: lists, check-in, no-shows',
    )
    .addTag('Operator reviews', 'Reviews of an organisation’s listings and its replies')
    .addTag('sms', 'Delivery reports of the SMS providers')
    .addTag('Operators', 'Operator organisations: applying, details, members (owner or staff)')
    .addTag('Listings', 'An organisation’s listings: create, edit, publish, unpublish, archive')
    .addTag(
      'Admin',
      'Platform admins: applications, moderation, contact inbox, bookings, audit log',
    )
    .addCookieAuth(
      SESSION_COOKIE,
      {
        type: 'apiKey',
        in: 'cookie',
        description:
          'The HttpOnly session cookie that POST /api/auth/login and /api/auth/register set (browsers send it; a write must also come from the site itself)',
      },
      'session',
    )
    .addBearerAuth(
      {
        type: 'http',
        scheme: 'bearer',
        // An opaque key, not a JWT (docs/decisions/api-key-format.md).
        bearerFormat: 'sk_live_… or sk_test_… API key (opaque, not a JWT)',
        description:
          'An organisation’s API key (`sk_live_…`), made by an owner under /api/partner/organisations/{orgId}/api-keys; see docs/partners.md',
      },
      'apiKey',
    )
    .build();
  const document = declareErrors(
    app,
    declareSecurity(
      app,
      nullableAsMeant(
        typeWhatItCarries(
          SwaggerModule.createDocument(app, config, {
            operationIdFactory: (_controllerKey, methodKey) => methodKey,
            extraModels: [ErrorResponseDto],
          }),
        ),
      ),
    ),
  );
  return declareWebhooks(
    describeOperations(
      app,
      declareResponseHeaders(app, bookingRequestRules(document, CREATE_BOOKING_SCHEMAS), {
        sessionCookie: SESSION_COOKIE,
        apiKeyThrottled: API_KEY_THROTTLED,
      }),
    ),
  );
}
