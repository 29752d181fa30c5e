import { Global, Module, type Provider } from '@nestjs/common';
import * as path from 'node:path';
import { REPOSITORY_ROOT } from '../common/paths.js';
import {
  LogLevel,
  NodeEnv,
  validateEnvironment,
  type EnvironmentVariables,
} from './env.validation.js';

export interface AppConfig {
  nodeEnv: NodeEnv;
  port: number;
  /** Address the server listens on (127.0.0.1 unless HOST says otherwise). */
  host: string;
  logLevel: LogLevel;
  seedOnStart: boolean;
  authAttemptsPerIpPerMinute: number;
  contactMessagesPerIpPerHour: number;
  tripPlansPerUserPerHour: number;
  apiKeyRequestsPerMinute: number;
  trustProxyHops: number;
  /** Redis for the rate-limit counters; undefined: PostgreSQL or process memory. */
  redisUrl: string | undefined;
  rateLimitKeyPrefix: string;
  /** Origins allowed to call the API cross-origin with credentials. */
  corsOrigins: string[];
  /** Other origins the web app may load remotes from (Content-Security-Policy). */
  remoteOrigins: string[];
  /** The map tiles' XYZ URL template (MAP_TILE_URL); undefined: maps show their fallback. */
  mapTileUrl: string | undefined;
  /** Bearer token required by /api/metrics; undefined: open. */
  metricsToken: string | undefined;
  /** Absolute folder holding the `frontend-<name>/dist` folders. */
  frontendDistRoot: string;
  /** Lower-cased addresses whose accounts are made admins at sign-up and sign-in. */
  adminEmails: string[];
}

export type DatabaseConfig =
  { kind: 'postgres'; url: string } | { kind: 'embedded'; dataDir: string | undefined };

/**
 * One section of the configuration, derived from the validated environment; injected under
 * its `KEY` (`@Inject(appConfig.KEY) config: ConfigType<typeof appConfig>`).
 */
function section<T>(name: string, derive: (env: EnvironmentVariables) => T) {
  return Object.assign((env: EnvironmentVariables) => derive(env), {
    KEY: `CONFIGURATION(${name})`,
  });
}

const originList = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);

export const appConfig = section('app', (env): AppConfig => {
  return {
    nodeEnv: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === NodeEnv.Test ? LogLevel.Silent : LogLevel.Info),
    seedOnStart: env.SEED_ON_START,
    authAttemptsPerIpPerMinute: env.AUTH_ATTEMPTS_PER_IP_PER_MINUTE,
    contactMessagesPerIpPerHour: env.CONTACT_MESSAGES_PER_IP_PER_HOUR,
    tripPlansPerUserPerHour: env.TRIP_PLANS_PER_USER_PER_HOUR,
    apiKeyRequestsPerMinute: env.API_KEY_REQUESTS_PER_MINUTE,
    trustProxyHops: env.TRUST_PROXY_HOPS,
    redisUrl: env.REDIS_URL,
    rateLimitKeyPrefix: env.RATE_LIMIT_KEY_PREFIX,
    corsOrigins: originList(env.CORS_ORIGINS),
    remoteOrigins: originList(env.REMOTE_ORIGINS),
    mapTileUrl: env.MAP_TILE_URL?.trim() || undefined,
    metricsToken: env.METRICS_TOKEN,
    frontendDistRoot: path.resolve(REPOSITORY_ROOT, env.FRONTEND_DIST_ROOT),
    adminEmails: originList(env.ADMIN_EMAILS).map((email) => email.toLowerCase()),
  };
});

export const databaseConfig = section('database', (env): DatabaseConfig => {
  if (env.DATABASE_URL) return { kind: 'postgres', url: env.DATABASE_URL };
  // PGLITE_DIR=memory:// keeps the embedded database in memory (tests, benchmarks).
  if (env.PGLITE_DIR === 'memory://') return { kind: 'embedded', dataDir: undefined };
  return { kind: 'embedded', dataDir: path.resolve(REPOSITORY_ROOT, env.PGLITE_DIR) };
});

export interface BookingsConfig {
  holdMinutes: number;
  sweepSeconds: number;
  maxUnpaidPerUser: number;
  maxHeldTicketsPerEvent: number;
  maxHeldCars: number;
  maxHeldRoomsPerHotelNight: number;
  /** Minutes before an account may book again what it released by cancelling. */
  rebookBlockMinutes: number;
  /** Signs voucher QR tokens; undefined: a key kept in the database. */
  voucherSecret: string | undefined;
  /** Percent of a confirmed booking's gross that the platform keeps. */
  platformCommissionPercent: number;
}

export const bookingsConfig = section('bookings', (env): BookingsConfig => {
  return {
    holdMinutes: env.BOOKING_HOLD_MINUTES,
    sweepSeconds: env.EXPIRY_SWEEP_SECONDS,
    maxUnpaidPerUser: env.MAX_UNPAID_BOOKINGS,
    maxHeldTicketsPerEvent: env.HOLD_MAX_TICKETS_PER_EVENT,
    maxHeldCars: env.HOLD_MAX_CARS,
    maxHeldRoomsPerHotelNight: env.HOLD_MAX_ROOMS_PER_HOTEL_NIGHT,
    rebookBlockMinutes: env.REBOOK_BLOCK_MINUTES,
    voucherSecret: env.VOUCHER_SECRET,
    platformCommissionPercent: env.PLATFORM_COMMISSION_PERCENT,
  };
});

export interface UploadsConfig {
  perUserPerDay: number;
  quotaBytes: number;
  unattachedHours: number;
  identityDocumentRetentionDays: number;
}

export const uploadsConfig = section('uploads', (env): UploadsConfig => {
  return {
    perUserPerDay: env.UPLOADS_PER_USER_PER_DAY,
    quotaBytes: env.UPLOAD_QUOTA_MB * 1024 * 1024,
    unattachedHours: env.UNATTACHED_UPLOAD_HOURS,
    identityDocumentRetentionDays: env.IDENTITY_DOCUMENT_RETENTION_DAYS,
  };
});

export interface PaymentsConfig {
  provider: 'monime' | 'sandbox';
  slePerUsd: number;
  monime: {
    apiUrl: string;
    accessToken?: string;
    spaceId?: string;
    webhookSecret?: string;
  };
}

export const paymentsConfig = section('payments', (env): PaymentsConfig => {
  const configured = Boolean(env.MONIME_ACCESS_TOKEN && env.MONIME_SPACE_ID);
  return {
    provider: configured ? 'monime' : 'sandbox',
    slePerUsd: env.SLE_PER_USD,
    monime: {
      apiUrl: env.MONIME_API_URL.replace(/\/+$/, ''),
      accessToken: env.MONIME_ACCESS_TOKEN,
      spaceId: env.MONIME_SPACE_ID,
      webhookSecret: env.MONIME_WEBHOOK_SECRET,
    },
  };
});

export interface PlannerConfig {
  /** The OpenAI-compatible endpoint that may reword a plan's overview and tips; null: none. */
  llm: { baseUrl: string; model: string; apiKey?: string; timeoutMs: number } | null;
}

export const plannerConfig = section('planner', (env): PlannerConfig => {
  return {
    llm:
      env.PLANNER_LLM_BASE_URL && env.PLANNER_LLM_MODEL
        ? {
            baseUrl: env.PLANNER_LLM_BASE_URL.replace(/\/+$/, ''),
            model: env.PLANNER_LLM_MODEL,
            apiKey: env.PLANNER_LLM_API_KEY,
            timeoutMs: env.PLANNER_LLM_TIMEOUT_MS,
          }
        : null,
  };
});

export interface MailConfig {
  /** smtp: SMTP_URL; mailbox: the development mailbox; disabled: nothing is sent. */
  transport: 'smtp' | 'mailbox' | 'disabled';
  smtpUrl: string | undefined;
  from: string;
  publicUrl: string;
  pollMs: number;
  maxAttempts: number;
  retrySeconds: number;
  leaseSeconds: number;
  /** Failed webhook tries in a row, over at least `webhookPauseAfterSeconds`, that pause an endpoint. */
  webhookPauseAfterFailures: number;
  webhookPauseAfterSeconds: number;
}

export const mailConfig = section('mail', (env): MailConfig => {
  return {
    transport: env.MAIL_DISABLED ? 'disabled' : env.SMTP_URL ? 'smtp' : 'mailbox',
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM,
    publicUrl: env.PUBLIC_URL.replace(/\/+$/, ''),
    pollMs: env.OUTBOX_POLL_MS,
    maxAttempts: env.OUTBOX_MAX_ATTEMPTS,
    retrySeconds: env.OUTBOX_RETRY_SECONDS,
    leaseSeconds: env.OUTBOX_LEASE_SECONDS,
    webhookPauseAfterFailures: env.WEBHOOK_PAUSE_AFTER_FAILURES,
    webhookPauseAfterSeconds: env.WEBHOOK_PAUSE_AFTER_SECONDS,
  };
});

export interface SmsConfig {
  /** development: the development SMS inbox; disabled: nothing is sent. */
  provider: 'development' | 'africastalking' | 'twilio' | 'disabled';
  africastalking: { apiUrl: string; username?: string; apiKey?: string; from?: string };
  twilio: { apiUrl: string; accountSid?: string; authToken?: string; from?: string };
  /** Where the providers post delivery reports: PUBLIC_URL's API. */
  callbackBaseUrl: string;
  /** Seconds between looks for bookings that start tomorrow (their reminder); 0: off. */
  reminderSweepSeconds: number;
}

export const smsConfig = section('sms', (env): SmsConfig => {
  return {
    provider:
      env.SMS_PROVIDER ?? (env.NODE_ENV === NodeEnv.Production ? 'disabled' : 'development'),
    africastalking: {
      apiUrl: env.AFRICASTALKING_API_URL.replace(/\/+$/, ''),
      username: env.AFRICASTALKING_USERNAME,
      apiKey: env.AFRICASTALKING_API_KEY,
      from: env.AFRICASTALKING_FROM,
    },
    twilio: {
      apiUrl: env.TWILIO_API_URL.replace(/\/+$/, ''),
      accountSid: env.TWILIO_ACCOUNT_SID,
      authToken: env.TWILIO_AUTH_TOKEN,
      from: env.TWILIO_FROM,
    },
    callbackBaseUrl: `${env.PUBLIC_URL.replace(/\/+$/, '')}/api`,
    reminderSweepSeconds: env.SMS_REMINDER_SWEEP_SECONDS,
  };
});

export interface ContactConfig {
  /** Salone's own WhatsApp number (E.164), or null when none is configured. */
  whatsapp: string | null;
}

export const contactConfig = section('contact', (env): ContactConfig => {
  return { whatsapp: env.SALONE_WHATSAPP ?? null };
});

/** The environment, validated once per application against `EnvironmentVariables`. */
export const ENVIRONMENT = Symbol('ENVIRONMENT');

const SECTIONS = [
  appConfig,
  databaseConfig,
  bookingsConfig,
  uploadsConfig,
  paymentsConfig,
  plannerConfig,
  mailConfig,
  smsConfig,
  contactConfig,
];

/**
 * Validates the environment once when the application starts (a bad variable stops it with
 * every problem listed) and provides each section to every module.
 */
@Global()
@Module({
  providers: [
    { provide: ENVIRONMENT, useFactory: () => validateEnvironment(process.env) },
    ...SECTIONS.map((derive): Provider => ({
      provide: derive.KEY,
      inject: [ENVIRONMENT],
      useFactory: derive,
    })),
  ],
  exports: [ENVIRONMENT, ...SECTIONS.map((derive) => derive.KEY)],
})
export class ConfigurationModule {}
