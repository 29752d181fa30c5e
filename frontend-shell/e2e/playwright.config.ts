import { defineConfig } from '@playwright/test';
import * as path from 'node:path';
import { smtpPort } from './mail-catcher';
import { AT_API_KEY, AT_USERNAME, smsPort } from './sms-catcher';
import { tileTemplate } from './tile-server';

/**
 * Browser journeys in Debian's Chromium against the app as `npm start` serves it: the built
 * frontends behind the backend, on an in-memory embedded database with the sample catalogue.
 */
// A port of this run's own (workers inherit it), so a server left on a fixed port elsewhere
// cannot get in the way; E2E_PORT chooses one.
process.env.E2E_PORT ??= String(20_000 + (process.pid % 20_000));
const PORT = Number(process.env.E2E_PORT);
const repositoryRoot = path.resolve(__dirname, '..', '..');

export default defineConfig({
  testDir: __dirname,
  testMatch: '**/*.e2e.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  // An SMTP server and an SMS provider the app sends to; journeys read the links of its e-mails
  // and the codes of its SMS (support.ts).
  globalSetup: path.join(__dirname, 'global-setup.ts'),
  outputDir: path.join(repositoryRoot, 'frontend-shell', 'test-results'),
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: {
    // The journeys always run on the embedded database, whatever DATABASE_URL the shell has.
    command: 'env -u DATABASE_URL node backend/dist/main.js',
    cwd: repositoryRoot,
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      PGLITE_DIR: 'memory://',
      NODE_ENV: 'production',
      METRICS_TOKEN: 'metrics-token-0123456789',
      PAYMENTS_SANDBOX: 'true',
      // Production sends e-mail by SMTP: to the journeys' own server (mail-catcher.ts).
      SMTP_URL: `smtp://127.0.0.1:${smtpPort(PORT)}`,
      // Production sends SMS through Africa's Talking: to the journeys' own (sms-catcher.ts),
      // over plain HTTP on the loopback (AFRICASTALKING_API_URL takes an http(s) URL).
      SMS_PROVIDER: 'africastalking',
      AFRICASTALKING_API_URL: `http://127.0.0.1:${smsPort(PORT)}`,
      AFRICASTALKING_USERNAME: AT_USERNAME,
      AFRICASTALKING_API_KEY: AT_API_KEY,
      AFRICASTALKING_FROM: 'Salone',
      PUBLIC_URL: `http://127.0.0.1:${PORT}`,
      // The map tiles, from the journeys' own XYZ tile server (tile-server.ts).
      MAP_TILE_URL: tileTemplate(PORT),
      OUTBOX_POLL_MS: '200',
      LOG_LEVEL: 'warn',
      // Each journey signs up and in; the per-address limit is not what these tests are about.
      AUTH_ATTEMPTS_PER_IP_PER_MINUTE: '1000',
      // The demo accounts are refused in production: the partner journey's admin is made one
      // by address when it signs in (docs/decisions/partner-remote.md).
      ADMIN_EMAILS: 'journey.admin@example.com',
    },
  },
});
