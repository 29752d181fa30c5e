import { smsConfig } from './configuration.js';
import { validateEnvironment } from './env.validation.js';

describe('environment validation', () => {
  it('applies the documented defaults', () => {
    expect(validateEnvironment({})).toMatchObject({
      PORT: 3000,
      PGLITE_DIR: 'backend/.data/pglite',
      SEED_ON_START: true,
      CONTACT_MESSAGES_PER_IP_PER_HOUR: 20,
      FRONTEND_DIST_ROOT: '.',
    });
    expect(validateEnvironment({}).DATABASE_URL).toBeUndefined();
  });

  it('reads numbers and booleans from strings', () => {
    expect(validateEnvironment({ PORT: '8080', SEED_ON_START: 'false' })).toMatchObject({
      PORT: 8080,
      SEED_ON_START: false,
    });
  });

  it('listens on this machine only unless a host is given', () => {
    expect(validateEnvironment({}).HOST).toBe('127.0.0.1');
    expect(validateEnvironment({ HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
    expect(validateEnvironment({ HOST: '::' }).HOST).toBe('::');
    expect(() => validateEnvironment({ HOST: 'every interface' })).toThrow(
      /HOST must be an IP address/,
    );
  });

  it('reads the leone rate within the bounds and decimals an admin may set', () => {
    expect(validateEnvironment({ SLE_PER_USD: '24.75' }).SLE_PER_USD).toBe(24.75);
    for (const bad of ['22.5001', '0.5', '1000.01', 'lots']) {
      expect(() => validateEnvironment({ SLE_PER_USD: bad })).toThrow(/SLE_PER_USD/);
    }
  });

  it('names each bad variable', () => {
    expect(() => validateEnvironment({ PORT: 'eighty', DATABASE_URL: 'mysql://x' })).toThrow(
      /PORT[\s\S]*DATABASE_URL must be a postgres/,
    );
  });

  it('checks the contact limit and the frontend folder', () => {
    expect(() => validateEnvironment({ CONTACT_MESSAGES_PER_IP_PER_HOUR: '0' })).toThrow(
      /CONTACT_MESSAGES_PER_IP_PER_HOUR/,
    );
    expect(() => validateEnvironment({ FRONTEND_DIST_ROOT: '   ' })).toThrow(
      /FRONTEND_DIST_ROOT must not be blank/,
    );
    expect(validateEnvironment({ FRONTEND_DIST_ROOT: '/srv/salone' }).FRONTEND_DIST_ROOT).toBe(
      '/srv/salone',
    );
  });

  it('takes an XYZ template for the map tiles, and nothing else', () => {
    expect(
      validateEnvironment({ MAP_TILE_URL: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png' })
        .MAP_TILE_URL,
    ).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
    expect(() =>
      validateEnvironment({ MAP_TILE_URL: 'https://tile.openstreetmap.org/tiles.png' }),
    ).toThrow(/MAP_TILE_URL must be an http\(s\) URL template with \{z\}, \{x\} and \{y\}/);
    expect(() => validateEnvironment({ MAP_TILE_URL: 'ftp://tiles/{z}/{x}/{y}.png' })).toThrow(
      /MAP_TILE_URL/,
    );
  });

  it('checks the operations settings: Redis, CORS and remote origins, metrics token', () => {
    expect(() => validateEnvironment({ REDIS_URL: 'http://cache:6379' })).toThrow(
      /REDIS_URL must be a redis:\/\/ or rediss:\/\/ URL/,
    );
    expect(validateEnvironment({ REDIS_URL: 'rediss://:pw@cache:6380/0' }).REDIS_URL).toBe(
      'rediss://:pw@cache:6380/0',
    );
    expect(() => validateEnvironment({ CORS_ORIGINS: 'https://a.example/path' })).toThrow(
      /CORS_ORIGINS must be a comma-separated list of origins/,
    );
    expect(() => validateEnvironment({ CORS_ORIGINS: '*' })).toThrow(/CORS_ORIGINS/);
    expect(
      validateEnvironment({ CORS_ORIGINS: 'https://a.example, http://localhost:5173' })
        .CORS_ORIGINS,
    ).toBe('https://a.example, http://localhost:5173');
    expect(() =>
      validateEnvironment({
        NODE_ENV: 'production',
        METRICS_TOKEN: 'metrics-token-0123456789',
        PAYMENTS_SANDBOX: 'true',
        MAIL_DISABLED: 'true',
        CORS_ORIGINS: 'https://a.example, http://partner.example',
      }),
    ).toThrow(/CORS_ORIGINS must use https:\/\/ in production \(http:\/\/partner.example\)/);
    expect(
      validateEnvironment({
        NODE_ENV: 'production',
        METRICS_TOKEN: 'metrics-token-0123456789',
        PAYMENTS_SANDBOX: 'true',
        MAIL_DISABLED: 'true',
        CORS_ORIGINS: 'https://a.example, http://localhost:5173',
      }).CORS_ORIGINS,
    ).toBeDefined();
    expect(() => validateEnvironment({ REMOTE_ORIGINS: 'http://cdn.example' })).toThrow(
      /REMOTE_ORIGINS must be a comma-separated list of https:\/\/ origins/,
    );
    expect(() => validateEnvironment({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
    expect(() => validateEnvironment({ RATE_LIMIT_KEY_PREFIX: 'has space' })).toThrow(
      /RATE_LIMIT_KEY_PREFIX/,
    );
  });

  it('refuses to run production on the payment sandbox unless asked to', () => {
    expect(() =>
      validateEnvironment({
        NODE_ENV: 'production',
        MAIL_DISABLED: 'true',
        METRICS_TOKEN: 'metrics-token-0123456789',
      }),
    ).toThrow(/MONIME_ACCESS_TOKEN/);
    expect(
      validateEnvironment({
        NODE_ENV: 'production',
        METRICS_TOKEN: 'metrics-token-0123456789',
        PAYMENTS_SANDBOX: 'true',
        MAIL_DISABLED: 'true',
      }),
    ).toMatchObject({
      PAYMENTS_SANDBOX: true,
    });
    expect(() =>
      validateEnvironment({
        NODE_ENV: 'production',
        METRICS_TOKEN: 'metrics-token-0123456789',
        MONIME_ACCESS_TOKEN: 'mon_live_x',
        MONIME_SPACE_ID: 'spc-1',
        SMTP_URL: 'smtps://salone:secret@smtp.example.com',
      }),
    ).not.toThrow();
  });

  it('refuses to run production without e-mail unless mail is disabled on purpose', () => {
    const live = {
      NODE_ENV: 'production',
      PAYMENTS_SANDBOX: 'true',
      METRICS_TOKEN: 'metrics-token-0123456789',
    };
    expect(() => validateEnvironment(live)).toThrow(
      /SMTP_URL is required in production \(set MAIL_DISABLED=true/,
    );
    expect(validateEnvironment({ ...live, MAIL_DISABLED: 'true' }).MAIL_DISABLED).toBe(true);
    expect(validateEnvironment({ ...live, SMTP_URL: 'smtp://mail.internal:587' }).SMTP_URL).toBe(
      'smtp://mail.internal:587',
    );
    // Outside production the development mailbox takes the mail.
    expect(validateEnvironment({}).SMTP_URL).toBeUndefined();
    expect(() => validateEnvironment({ SMTP_URL: 'http://mail.example' })).toThrow(
      /SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL/,
    );
    expect(() => validateEnvironment({ MAIL_FROM: 'not an address' })).toThrow(/MAIL_FROM/);
    expect(validateEnvironment({ MAIL_FROM: 'Salone <hello@salone.sl>' }).MAIL_FROM).toBe(
      'Salone <hello@salone.sl>',
    );
    expect(() => validateEnvironment({ PUBLIC_URL: 'salone.sl' })).toThrow(/PUBLIC_URL/);
    // Links in e-mails point at the app on this machine's port unless PUBLIC_URL says otherwise.
    expect(validateEnvironment({}).PUBLIC_URL).toBe('http://localhost:3000');
    expect(validateEnvironment({ PORT: '3990' }).PUBLIC_URL).toBe('http://localhost:3990');
    expect(validateEnvironment({ PORT: '3990', PUBLIC_URL: 'https://salone.sl' }).PUBLIC_URL).toBe(
      'https://salone.sl',
    );
    expect(() => validateEnvironment({ OUTBOX_MAX_ATTEMPTS: '0' })).toThrow(/OUTBOX_MAX_ATTEMPTS/);
  });

  it('chooses the SMS provider: the development inbox, never in production', () => {
    const live = {
      NODE_ENV: 'production',
      PAYMENTS_SANDBOX: 'true',
      MAIL_DISABLED: 'true',
      METRICS_TOKEN: 'metrics-token-0123456789',
    };
    expect(smsConfig(validateEnvironment({})).provider).toBe('development');
    expect(smsConfig(validateEnvironment(live)).provider).toBe('disabled');
    expect(() => validateEnvironment({ ...live, SMS_PROVIDER: 'development' })).toThrow(
      /SMS_PROVIDER=development is not allowed in production/,
    );
    expect(() => validateEnvironment({ SMS_PROVIDER: 'carrier-pigeon' })).toThrow(
      /SMS_PROVIDER must be one of development, africastalking, twilio, disabled/,
    );
    expect(() => validateEnvironment({ ...live, SMS_PROVIDER: 'africastalking' })).toThrow(
      /AFRICASTALKING_USERNAME and AFRICASTALKING_API_KEY are required/,
    );
    const at = validateEnvironment({
      ...live,
      SMS_PROVIDER: 'africastalking',
      AFRICASTALKING_USERNAME: 'salone',
      AFRICASTALKING_API_KEY: 'atsk_x',
      PUBLIC_URL: 'https://salone.sl/',
    });
    expect(smsConfig(at)).toMatchObject({
      provider: 'africastalking',
      africastalking: { apiUrl: 'https://api.africastalking.com', username: 'salone' },
      callbackBaseUrl: 'https://salone.sl/api',
    });
    expect(() =>
      validateEnvironment({ SMS_PROVIDER: 'twilio', TWILIO_ACCOUNT_SID: 'AC1', TWILIO_FROM: '+1' }),
    ).toThrow(/TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM are required/);
    expect(() => validateEnvironment({ TWILIO_ACCOUNT_SID: 'SID1' })).toThrow(/AC\.\.\./);
  });

  it('reads the planner language-model settings and wants the URL and model together', () => {
    expect(validateEnvironment({}).PLANNER_LLM_TIMEOUT_MS).toBe(2500);
    expect(
      validateEnvironment({
        PLANNER_LLM_BASE_URL: 'http://127.0.0.1:8080/v1',
        PLANNER_LLM_MODEL: 'llama-3.1-8b',
        PLANNER_LLM_TIMEOUT_MS: '4000',
      }),
    ).toMatchObject({ PLANNER_LLM_MODEL: 'llama-3.1-8b', PLANNER_LLM_TIMEOUT_MS: 4000 });
    expect(() => validateEnvironment({ PLANNER_LLM_BASE_URL: 'ftp://x' })).toThrow(
      /PLANNER_LLM_BASE_URL must be an http\(s\) URL/,
    );
    expect(() => validateEnvironment({ PLANNER_LLM_BASE_URL: 'http://127.0.0.1:8080' })).toThrow(
      /PLANNER_LLM_BASE_URL and PLANNER_LLM_MODEL must be set together/,
    );
    expect(() => validateEnvironment({ PLANNER_LLM_TIMEOUT_MS: '10' })).toThrow(
      /PLANNER_LLM_TIMEOUT_MS/,
    );
  });
  it('refuses to run production without a metrics token', () => {
    const live = { NODE_ENV: 'production', PAYMENTS_SANDBOX: 'true', MAIL_DISABLED: 'true' };
    expect(() => validateEnvironment(live)).toThrow(/METRICS_TOKEN is required in production/);
    expect(
      validateEnvironment({ ...live, METRICS_TOKEN: 'metrics-token-0123456789' }).METRICS_TOKEN,
    ).toBe('metrics-token-0123456789');
    // Outside production the metrics stay open unless a token is set.
    expect(validateEnvironment({}).METRICS_TOKEN).toBeUndefined();
  });

  it('reads the hold caps with their defaults', () => {
    expect(validateEnvironment({})).toMatchObject({
      MAX_UNPAID_BOOKINGS: 10,
      HOLD_MAX_TICKETS_PER_EVENT: 10,
      HOLD_MAX_CARS: 2,
      HOLD_MAX_ROOMS_PER_HOTEL_NIGHT: 3,
      REBOOK_BLOCK_MINUTES: 10,
    });
    expect(validateEnvironment({ HOLD_MAX_CARS: '4', REBOOK_BLOCK_MINUTES: '0' })).toMatchObject({
      HOLD_MAX_CARS: 4,
      REBOOK_BLOCK_MINUTES: 0,
    });
    expect(() => validateEnvironment({ HOLD_MAX_TICKETS_PER_EVENT: '0' })).toThrow(
      /HOLD_MAX_TICKETS_PER_EVENT/,
    );
  });

  it("reads Salone's WhatsApp number by the phone rule, kept in E.164; none is none", () => {
    expect(validateEnvironment({}).SALONE_WHATSAPP).toBe('+23276000000');
    expect(validateEnvironment({ SALONE_WHATSAPP: '078 227 560' }).SALONE_WHATSAPP).toBe(
      '+23278227560',
    );
    expect(validateEnvironment({ SALONE_WHATSAPP: 'none' }).SALONE_WHATSAPP).toBeNull();
    expect(() => validateEnvironment({ SALONE_WHATSAPP: '12345' })).toThrow(/SALONE_WHATSAPP/);
  });
});
