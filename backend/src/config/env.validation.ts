import {
  normalisePhone,
  SLE_PER_USD_MAX,
  SLE_PER_USD_MIN,
  TICKETS_PER_ACCOUNT,
} from '@salone/booking-rules';
import { plainToInstance, Transform } from 'class-transformer';
import {
  IsEnum,
  IsInt,
  IsIP,
  IsNumber,
  IsOptional,
  IsString,
  Matches,
  Max,
  Min,
  validateSync,
} from 'class-validator';

export enum NodeEnv {
  Development = 'development',
  Production = 'production',
  Test = 'test',
}

export enum LogLevel {
  Fatal = 'fatal',
  Error = 'error',
  Warn = 'warn',
  Info = 'info',
  Debug = 'debug',
  Trace = 'trace',
  Silent = 'silent',
}

const toBoolean = ({ value }: { value: unknown }) =>
  value === undefined
    ? undefined
    : ['1', 'true', 'yes', 'on'].includes(String(value).toLowerCase());

/** Every environment variable the backend reads. Documented in README.md. */
export class EnvironmentVariables {
  @IsOptional()
  @IsEnum(NodeEnv)
  NODE_ENV: NodeEnv = NodeEnv.Development;

  @IsOptional()
  @Transform(({ value }) => (value === undefined || value === '' ? undefined : Number(value)))
  @IsInt()
  @Min(0)
  @Max(65535)
  PORT = 3000;

  /**
   * Address the HTTP server listens on. Unset: 127.0.0.1, this machine only; 0.0.0.0 (or ::)
   * to answer on every interface, as a container must.
   */
  @IsOptional()
  @IsIP(undefined, {
    message: 'HOST must be an IP address to listen on, like 127.0.0.1, 0.0.0.0 or ::',
  })
  HOST = '127.0.0.1';

  /** PostgreSQL connection string; unset means the embedded database. */
  @IsOptional()
  @Matches(/^postgres(ql)?:\/\/\S+$/, {
    message: 'DATABASE_URL must be a postgres:// or postgresql:// connection string',
  })
  DATABASE_URL?: string;

  /** Where the embedded database keeps its data (embedded mode only). */
  @IsOptional()
  @IsString()
  PGLITE_DIR = 'backend/.data/pglite';

  @IsOptional()
  @IsEnum(LogLevel)
  LOG_LEVEL?: LogLevel;

  /**
   * Proxies in front of the app whose X-Forwarded-* headers are trusted (0: none). Needed
   * behind a TLS-terminating proxy for Secure cookies and per-client rate limits.
   */
  @IsOptional()
  @Transform(({ value }) => (value === undefined || value === '' ? undefined : Number(value)))
  @IsInt()
  @Min(0)
  @Max(10)
  TRUST_PROXY_HOPS = 0;

  /**
   * Redis that keeps the rate-limit counters, shared by every backend process. Unset: the
   * counters live in PostgreSQL (DATABASE_URL) or, on the embedded database, in the process.
   */
  @IsOptional()
  @Matches(/^rediss?:\/\/\S+$/, { message: 'REDIS_URL must be a redis:// or rediss:// URL' })
  REDIS_URL?: string;

  /** Prefix of the rate-limit keys in Redis, to share one Redis between deployments. */
  @IsOptional()
  @Matches(/^[\w.:-]{1,40}$/, {
    message: 'RATE_LIMIT_KEY_PREFIX must be 1-40 letters, digits, dots, colons or dashes',
  })
  RATE_LIMIT_KEY_PREFIX = 'salone';

  /**
   * Origins (scheme://host[:port], comma-separated) whose web pages may call the API from the
   * browser with credentials. Unset: none; the app's own pages are same-origin.
   */
  @IsOptional()
  @Matches(/^\s*https?:\/\/[^\s,/]+(\s*,\s*https?:\/\/[^\s,/]+)*\s*$/, {
    message: 'CORS_ORIGINS must be a comma-separated list of origins like https://example.com',
  })
  CORS_ORIGINS?: string;

  /**
   * Origins (comma-separated) the web app may load scripts from and connect to besides its
   * own: a CDN serving the remotes named in /remotes.json. Added to the Content-Security-Policy.
   */
  @IsOptional()
  @Matches(/^\s*https:\/\/[^\s,/]+(\s*,\s*https:\/\/[^\s,/]+)*\s*$/, {
    message: 'REMOTE_ORIGINS must be a comma-separated list of https:// origins',
  })
  REMOTE_ORIGINS?: string;

  /**
   * The map tiles: an OpenStreetMap-compatible XYZ template with {z}, {x} and {y}, such as
   * https://tile.openstreetmap.org/{z}/{x}/{y}.png. Unset: maps show their plain fallback (the
   * marker, the place's name and coordinates). Its origin is added to the
   * Content-Security-Policy's img-src; the web app reads it from /site-config.json.
   */
  @IsOptional()
  @Matches(/^https?:\/\/[^\s/]+\/\S*\{z\}\S*\{x\}\S*\{y\}\S*$/, {
    message:
      'MAP_TILE_URL must be an http(s) URL template with {z}, {x} and {y}, like https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  })
  MAP_TILE_URL?: string;

  /**
   * When set, GET /api/metrics requires `Authorization: Bearer <METRICS_TOKEN>`. Required in
   * production.
   */
  @IsOptional()
  @Matches(/^\S{16,}$/, { message: 'METRICS_TOKEN must be at least 16 characters, no spaces' })
  METRICS_TOKEN?: string;

  /** Sign-in and sign-up attempts allowed per client IP per minute. */
  @IsOptional()
  @Transform(({ value }) => (value === undefined || value === '' ? undefined : Number(value)))
  @IsInt()
  @Min(1)
  AUTH_ATTEMPTS_PER_IP_PER_MINUTE = 30;

  /** Contact-form messages accepted per client IP per hour. */
  @IsOptional()
  @Transform(({ value }) => (value === undefined || value === '' ? undefined : Number(value)))
  @IsInt()
  @Min(1)
  CONTACT_MESSAGES_PER_IP_PER_HOUR = 20;

  /** Trip plans one account may generate per hour. */
  @IsOptional()
  @Transform(({ value }) => (value === undefined || value === '' ? undefined : Number(value)))
  @IsInt()
  @Min(1)
  TRIP_PLANS_PER_USER_PER_HOUR = 60;

  /** Requests one API key may make per minute; more answer 429 with Retry-After. */
  @IsOptional()
  @Transform(({ value }) => (value === undefined || value === '' ? undefined : Number(value)))
  @IsInt()
  @Min(1)
  API_KEY_REQUESTS_PER_MINUTE = 600;

  /**
   * Folder holding the built web apps (`frontend-shell/dist`, `frontend-<remote>/dist`);
   * relative paths are resolved against the repository root, which is the default.
   */
  @IsOptional()
  @IsString()
  @Matches(/\S/, { message: 'FRONTEND_DIST_ROOT must not be blank' })
  FRONTEND_DIST_ROOT = '.';

  /** Minutes an unpaid booking holds its room, car, seats or tickets (and its USSD code lives). */
  @IsOptional()
  @Transform(({ value }) => (value === undefined || value === '' ? undefined : Number(value)))
  @IsInt()
  @Min(5)
  @Max(1440)
  BOOKING_HOLD_MINUTES = 30;

  /** Unpaid bookings one traveller may hold at once. */
  @IsOptional()
  @Transform(({ value }) => (value === undefined || value === '' ? undefined : Number(value)))
  @IsInt()
  @Min(1)
  MAX_UNPAID_BOOKINGS = 10;

  /** Tickets of one event one account may hold in unpaid bookings at once. */
  @IsOptional()
  @Transform(({ value }) => (value === undefined || value === '' ? undefined : Number(value)))
  @IsInt()
  @Min(1)
  HOLD_MAX_TICKETS_PER_EVENT = TICKETS_PER_ACCOUNT;

  /** Cars one account may hold in unpaid bookings at once. */
  @IsOptional()
  @Transform(({ value }) => (value === undefined || value === '' ? undefined : Number(value)))
  @IsInt()
  @Min(1)
  HOLD_MAX_CARS = 2;

  /** Rooms of one hotel one account may hold in unpaid bookings for any one night. */
  @IsOptional()
  @Transform(({ value }) => (value === undefined || value === '' ? undefined : Number(value)))
  @IsInt()
  @Min(1)
  HOLD_MAX_ROOMS_PER_HOTEL_NIGHT = 3;

  /** Minutes before an account may book again what it released by cancelling; 0: at once. */
  @IsOptional()
  @Transform(({ value }) => (value === undefined || value === '' ? undefined : Number(value)))
  @IsInt()
  @Min(0)
  @Max(1440)
  REBOOK_BLOCK_MINUTES = 10;

  /** Documents one account may upload per 24 hours. */
  @IsOptional()
  @Transform(({ value }) => (value === undefined || value === '' ? undefined : Number(value)))
  @IsInt()
  @Min(1)
  UPLOADS_PER_USER_PER_DAY = 10;

  /** Megabytes (MiB) of documents one account may keep stored at once. */
  @IsOptional()
  @Transform(({ value }) => (value === undefined || value === '' ? undefined : Number(value)))
  @IsInt()
  @Min(5)
  UPLOAD_QUOTA_MB = 25;

  /** Hours an upload never attached to a booking is kept before the sweep deletes it. */
  @IsOptional()
  @Transform(({ value }) => (value === undefined || value === '' ? undefined : Number(value)))
  @IsInt()
  @Min(1)
  @Max(720)
  UNATTACHED_UPLOAD_HOURS = 24;

  /** Days after its booking ends that an identity document is deleted. */
  @IsOptional()
  @Transform(({ value }) => (value === undefined || value === '' ? undefined : Number(value)))
  @IsInt()
  @Min(0)
  @Max(3650)
  IDENTITY_DOCUMENT_RETENTION_DAYS = 30;

  /**
   * Key that signs the vouchers' QR tokens (at least 32 characters). Unset: a random key is
   * made once and kept in the database, shared by every replica.
   */
  @IsOptional()
  @Matches(/^\S{32,}$/, { message: 'VOUCHER_SECRET must be at least 32 characters, no spaces' })
  VOUCHER_SECRET?: string;

  /** The platform's commission on confirmed bookings, percent of the gross. */
  @IsOptional()
  @Transform(({ value }) => (value === undefined || value === '' ? undefined : Number(value)))
  @IsNumber({ maxDecimalPlaces: 2 })
  @Min(0)
  @Max(100)
  PLATFORM_COMMISSION_PERCENT = 10;

  /** Seconds between sweeps that expire unpaid bookings; 0 turns the sweep off. */
  @IsOptional()
  @Transform(({ value }) => (value === undefined || value === '' ? undefined : Number(value)))
  @IsInt()
  @Min(0)
  EXPIRY_SWEEP_SECONDS = 30;

  /**
   * Leones (SLE) charged per US dollar until an admin sets a rate: the bounds and the two
   * decimals of the admin's own change (PUT /api/admin/exchange-rate).
   */
  @IsOptional()
  @Transform(({ value }) => (value === undefined || value === '' ? undefined : Number(value)))
  @IsNumber({ maxDecimalPlaces: 2 })
  @Min(SLE_PER_USD_MIN)
  @Max(SLE_PER_USD_MAX)
  SLE_PER_USD = 22.5;

  /**
   * Salone's own WhatsApp number, offered on the contact page ("Message on WhatsApp"); any
   * form the phone rule reads (`076 000 000`, `+232 76 000 000`), kept in E.164; `none` offers
   * no number (an empty variable keeps the default, as every variable here).
   */
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => {
    if (typeof value !== 'string') return value;
    if (value.trim().toLowerCase() === 'none') return null;
    return normalisePhone(value) ?? value;
  })
  @Matches(/^\+[1-9][0-9]{6,14}$/, { message: 'SALONE_WHATSAPP must be a phone number or none' })
  SALONE_WHATSAPP?: string | null = '+23276000000';

  /**
   * Comma-separated e-mail addresses whose accounts become platform admins when they sign up
   * or sign in (how a first deployment gets its admin).
   */
  @IsOptional()
  @IsString()
  ADMIN_EMAILS?: string;

  /** Monime credentials; when both are set payments go to Monime, otherwise to the sandbox. */
  @IsOptional()
  @IsString()
  MONIME_ACCESS_TOKEN?: string;

  @IsOptional()
  @Matches(/^spc-\S+$/, { message: 'MONIME_SPACE_ID must look like spc-...' })
  MONIME_SPACE_ID?: string;

  @IsOptional()
  @Matches(/^https?:\/\/\S+$/, { message: 'MONIME_API_URL must be an http(s) URL' })
  MONIME_API_URL = 'https://api.monime.io';

  /**
   * Allow the payment sandbox (codes that any signed-in user can mark as paid) when
   * NODE_ENV=production. Without Monime credentials production refuses to start otherwise.
   */
  @IsOptional()
  @Transform(toBoolean)
  PAYMENTS_SANDBOX = false;

  /** Secret that signs Monime's webhooks (Monime-Signature). */
  @IsOptional()
  @IsString()
  MONIME_WEBHOOK_SECRET?: string;

  /**
   * OpenAI-compatible endpoint (`<base>/chat/completions`) that may reword the trip planner's
   * overview and tips. Unset: the planner's own text is used.
   */
  @IsOptional()
  @Matches(/^https?:\/\/\S+$/, { message: 'PLANNER_LLM_BASE_URL must be an http(s) URL' })
  PLANNER_LLM_BASE_URL?: string;

  /** Model name sent to that endpoint; required with PLANNER_LLM_BASE_URL. */
  @IsOptional()
  @IsString()
  @Matches(/^\S+$/, { message: 'PLANNER_LLM_MODEL must be a model name without spaces' })
  PLANNER_LLM_MODEL?: string;

  /** Bearer token for that endpoint, if it wants one. */
  @IsOptional()
  @IsString()
  PLANNER_LLM_API_KEY?: string;

  /** Longest wait for the rewording, milliseconds; the planner's own text is used after it. */
  @IsOptional()
  @Transform(({ value }) => (value === undefined || value === '' ? undefined : Number(value)))
  @IsInt()
  @Min(100)
  @Max(60_000)
  PLANNER_LLM_TIMEOUT_MS = 2500;

  /**
   * SMTP server that sends the e-mails, e.g. `smtps://user:password@smtp.example.com:465`.
   * Unset outside production: e-mails go to the development mailbox (`GET /api/dev/mailbox`).
   */
  @IsOptional()
  @Matches(/^smtps?:\/\/\S+$/, { message: 'SMTP_URL must be an smtp:// or smtps:// URL' })
  SMTP_URL?: string;

  /** Sender of every e-mail. */
  @IsOptional()
  @IsString()
  @Matches(/^(.+<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/, {
    message: 'MAIL_FROM must be an address, optionally with a name: Salone <bookings@example.com>',
  })
  MAIL_FROM = 'Salone <bookings@salone.example>';

  /** Send no e-mail at all (production may then start without SMTP_URL). */
  @IsOptional()
  @Transform(toBoolean)
  MAIL_DISABLED = false;

  /**
   * The address travellers reach the web app at: links in e-mails point there. Unset: this
   * machine on PORT (http://localhost:<PORT>).
   */
  @IsOptional()
  @Matches(/^https?:\/\/[^\s/]+(\/\S*)?$/, { message: 'PUBLIC_URL must be an http(s) URL' })
  PUBLIC_URL!: string;

  /** Milliseconds between the outbox dispatcher's looks for due deliveries; 0 turns it off. */
  @IsOptional()
  @Transform(({ value }) => (value === undefined || value === '' ? undefined : Number(value)))
  @IsInt()
  @Min(0)
  OUTBOX_POLL_MS = 1000;

  /** Tries of one e-mail or SMS before it goes to the dead-letter state. */
  @IsOptional()
  @Transform(({ value }) => (value === undefined || value === '' ? undefined : Number(value)))
  @IsInt()
  @Min(1)
  @Max(30)
  OUTBOX_MAX_ATTEMPTS = 10;

  /** Wait before the first retry, seconds; each further retry waits twice as long. */
  @IsOptional()
  @Transform(({ value }) => (value === undefined || value === '' ? undefined : Number(value)))
  @IsNumber()
  @Min(0.01)
  OUTBOX_RETRY_SECONDS = 30;

  /**
   * Seconds a claimed delivery is reserved for the process trying it. A process killed
   * mid-send leaves it reserved this long, then another process tries it again.
   */
  @IsOptional()
  @Transform(({ value }) => (value === undefined || value === '' ? undefined : Number(value)))
  @IsInt()
  @Min(1)
  @Max(3600)
  OUTBOX_LEASE_SECONDS = 60;

  /**
   * A webhook endpoint is paused (and its owners e-mailed) when this many tries in a row have
   * failed, the first of them at least WEBHOOK_PAUSE_AFTER_SECONDS ago. A successful test
   * event resumes it.
   */
  @IsOptional()
  @Transform(({ value }) => (value === undefined || value === '' ? undefined : Number(value)))
  @IsInt()
  @Min(1)
  WEBHOOK_PAUSE_AFTER_FAILURES = 10;

  /** How long an endpoint's tries must have been failing before it is paused, seconds. */
  @IsOptional()
  @Transform(({ value }) => (value === undefined || value === '' ? undefined : Number(value)))
  @IsNumber()
  @Min(0)
  WEBHOOK_PAUSE_AFTER_SECONDS = 86_400;

  /**
   * Who sends the SMS: `development` keeps them in the development SMS inbox
   * (`GET /api/dev/sms`), `africastalking` or `twilio` send them, `disabled` sends none.
   * Unset: `development`, or `disabled` in production (where `development` is refused).
   */
  @IsOptional()
  @IsEnum(['development', 'africastalking', 'twilio', 'disabled'], {
    message: 'SMS_PROVIDER must be one of development, africastalking, twilio, disabled',
  })
  SMS_PROVIDER?: 'development' | 'africastalking' | 'twilio' | 'disabled';

  /** Seconds between looks for confirmed bookings that start tomorrow, to remind them by SMS; 0: off. */
  @IsOptional()
  @Transform(({ value }) => (value === undefined || value === '' ? undefined : Number(value)))
  @IsInt()
  @Min(0)
  SMS_REMINDER_SWEEP_SECONDS = 900;

  /** Africa's Talking: the application's username (`sandbox` in their sandbox). */
  @IsOptional()
  @IsString()
  AFRICASTALKING_USERNAME?: string;

  /** Africa's Talking: the application's API key. */
  @IsOptional()
  @IsString()
  AFRICASTALKING_API_KEY?: string;

  /** Africa's Talking: the registered sender id or short code; unset: their default. */
  @IsOptional()
  @IsString()
  AFRICASTALKING_FROM?: string;

  /** Africa's Talking's API; their sandbox is https://api.sandbox.africastalking.com. */
  @IsOptional()
  @Matches(/^https?:\/\/\S+$/, { message: 'AFRICASTALKING_API_URL must be an http(s) URL' })
  AFRICASTALKING_API_URL = 'https://api.africastalking.com';

  /** Twilio: the account SID (AC...). */
  @IsOptional()
  @Matches(/^AC\w+$/, { message: 'TWILIO_ACCOUNT_SID must look like AC...' })
  TWILIO_ACCOUNT_SID?: string;

  /** Twilio: the account's auth token (signs the status callbacks too). */
  @IsOptional()
  @IsString()
  TWILIO_AUTH_TOKEN?: string;

  /** Twilio: the sending number (E.164) or alphanumeric sender id. */
  @IsOptional()
  @IsString()
  TWILIO_FROM?: string;

  /** Twilio's API. */
  @IsOptional()
  @Matches(/^https?:\/\/\S+$/, { message: 'TWILIO_API_URL must be an http(s) URL' })
  TWILIO_API_URL = 'https://api.twilio.com';

  /** Load the sample catalogue when the database is empty. */
  @IsOptional()
  @Transform(toBoolean)
  SEED_ON_START = true;
}

export function validateEnvironment(raw: Record<string, unknown>): EnvironmentVariables {
  const cleaned = Object.fromEntries(Object.entries(raw).filter(([, value]) => value !== ''));
  const env = plainToInstance(EnvironmentVariables, cleaned, { exposeDefaultValues: true });
  const errors = validateSync(env, { skipMissingProperties: false });
  if (errors.length > 0) {
    const lines = errors.flatMap((error) =>
      Object.values(error.constraints ?? {}).map((text) => `  - ${error.property}: ${text}`),
    );
    throw new Error(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  env.PUBLIC_URL ??= `http://localhost:${env.PORT}`;
  if (Boolean(env.PLANNER_LLM_BASE_URL) !== Boolean(env.PLANNER_LLM_MODEL)) {
    throw new Error(
      'Invalid environment configuration:\n  - PLANNER_LLM_BASE_URL and PLANNER_LLM_MODEL must be set together',
    );
  }
  const monimeConfigured = Boolean(env.MONIME_ACCESS_TOKEN && env.MONIME_SPACE_ID);
  if (env.NODE_ENV === NodeEnv.Production && !monimeConfigured && !env.PAYMENTS_SANDBOX) {
    throw new Error(
      'Invalid environment configuration:\n  - MONIME_ACCESS_TOKEN and MONIME_SPACE_ID are required in production (set PAYMENTS_SANDBOX=true to run the payment sandbox on purpose)',
    );
  }
  if (env.NODE_ENV === NodeEnv.Production && !env.SMTP_URL && !env.MAIL_DISABLED) {
    throw new Error(
      'Invalid environment configuration:\n  - SMTP_URL is required in production (set MAIL_DISABLED=true to run without e-mail on purpose)',
    );
  }
  if (env.NODE_ENV === NodeEnv.Production && env.SMS_PROVIDER === 'development') {
    throw new Error(
      'Invalid environment configuration:\n  - SMS_PROVIDER=development is not allowed in production (choose africastalking or twilio, or disabled)',
    );
  }
  if (
    env.SMS_PROVIDER === 'africastalking' &&
    !(env.AFRICASTALKING_USERNAME && env.AFRICASTALKING_API_KEY)
  ) {
    throw new Error(
      'Invalid environment configuration:\n  - AFRICASTALKING_USERNAME and AFRICASTALKING_API_KEY are required with SMS_PROVIDER=africastalking',
    );
  }
  if (
    env.SMS_PROVIDER === 'twilio' &&
    !(env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN && env.TWILIO_FROM)
  ) {
    throw new Error(
      'Invalid environment configuration:\n  - TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM are required with SMS_PROVIDER=twilio',
    );
  }
  if (env.NODE_ENV === NodeEnv.Production && !env.METRICS_TOKEN) {
    throw new Error(
      'Invalid environment configuration:\n  - METRICS_TOKEN is required in production (16+ characters; GET /api/metrics then requires Authorization: Bearer <METRICS_TOKEN>)',
    );
  }
  const plainHttp = (env.CORS_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(
      (origin) =>
        origin.startsWith('http://') && !/^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/.test(origin),
    );
  if (env.NODE_ENV === NodeEnv.Production && plainHttp.length > 0) {
    throw new Error(
      `Invalid environment configuration:\n  - CORS_ORIGINS must use https:// in production (${plainHttp.join(', ')})`,
    );
  }
  return env;
}
