/* global window, document -- used inside page.evaluate, which runs in the browser */
// Frontend benchmark: gzip size of the JavaScript each page loads (shell + the remotes it
// pulls) and Lighthouse 12 mobile scores, against the app as `npm start` serves it (built
// frontends behind the backend, in-memory embedded database with the sample catalogue).
//
//   npm run bench -w @salone/frontend-shell     (builds first if dist/ folders are missing)
//
// Environment: CHROMIUM_PATH (default /usr/bin/chromium), BENCH_PORT (default 4330),
// LIGHTHOUSE_PAGES (comma-separated paths; default the pages below), LIGHTHOUSE_RUNS (runs per
// page, default 3; with more than one the medians are printed too), LIGHTHOUSE=0 to skip,
// SIZE_PAGES (comma-separated paths weighed; default the pages below), LIGHTHOUSE_REPORTS (a
// folder: each page's full Lighthouse report is written there as JSON, to see what a figure
// is made of).
//
// The goals' pages (`/`, `/hotels`, `/hotels/:id`, `/events`, `/events/:id`, `/tours/:id`,
// `/ai-planner`) are also measured twice more: Lighthouse on the same HTML with its scripts
// removed (no-script.mjs: what the page's HTML and CSS alone cost this machine; FLOOR=0 skips
// it), and a CPU profile of their load, by npm package and workspace folder (profile.mjs;
// PROFILE_RUNS loads per page, default 3, PROFILE=0 skips it).
//
// `/bookings/{booking}` is a traveller's booking page: the bench signs up a traveller over the
// API (the verification link comes to its own SMTP server), books a ticket, pays it in the
// sandbox and weighs the voucher with the traveller's session cookie.
import { spawn, execSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { measureHeadingOnCheapAndroid } from './checkin.mjs';
import { startHeadlessChrome } from './chrome.mjs';
import { createRequire } from 'node:module';
import { chromium } from 'playwright-core';
// The backend's test dependencies, shared through the workspace (as the journeys' mail catcher).
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { startNoScriptProxy } from './no-script.mjs';
import { printStartupProfile } from './profile.mjs';

const require = createRequire(import.meta.url);
const axeSource = require('axe-core').source;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const port = Number(process.env.BENCH_PORT ?? 4330);
const origin = `http://127.0.0.1:${port}`;
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Pages whose JavaScript is weighed; {hotel}, {event} and {tour} are replaced by the id of the
 * first listing of that section.
 */
const SIZE_PAGES = (
  process.env.SIZE_PAGES ??
  '/,/hotels,/hotels/{hotel},/events,/cars,/tours,/real-estate,/ai-planner,/partner,/partner/bookings'
).split(',');
/** {booking}: the reference of a confirmed booking the bench makes (see above). */
const LIGHTHOUSE_PAGES = (
  process.env.LIGHTHOUSE_PAGES ??
  '/,/login,/help-center,/hotels,/hotels/{hotel},/events,/events/{event},/cars,/tours,/tours/{tour},/real-estate,/ai-planner,/partner,/partner/bookings,/bookings/{booking}'
).split(',');
/**
 * Lighthouse runs per page (LIGHTHOUSE_RUNS, default 3): one run's figures move with the
 * machine's speed of the moment, so the medians are what is compared.
 */
const LIGHTHOUSE_RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
/** The pages the performance goals name: their floor and their profile are measured too. */
const GOAL_PAGES = [
  '/',
  '/hotels',
  '/hotels/{hotel}',
  '/events',
  '/events/{event}',
  '/tours/{tour}',
  '/ai-planner',
];
const PROFILE_RUNS = Math.max(1, Number(process.env.PROFILE_RUNS ?? 3));
const needsBooking = LIGHTHOUSE_PAGES.some((p) => p.includes('{booking}'));
/** The partner check-in page on a simulated cheap Android (checkin.mjs); CHECKIN=0 skips it. */
const measuresCheckIn = process.env.CHECKIN !== '0';
const needsMail = needsBooking || measuresCheckIn;
const BENCH_ADMIN = 'bench.admin@example.com';
const CHECK_IN_GOAL_MS = 2500;
const smtpPort = port + 2;
const floorPort = port + 3;
const SIZE_GOAL_KB = 170;
const SCORE_GOAL = 95;

function ensureBuilt() {
  const missing = ['frontend-shell', 'backend'].filter(
    (dir) => !existsSync(path.join(root, dir, 'dist')),
  );
  if (missing.length > 0) {
    console.log(`building (${missing.join(', ')} not built yet)...`);
    execSync('npx nx run-many -t build --projects=tag:app', { cwd: root, stdio: 'inherit' });
  }
}

async function startServer() {
  const env = {
    ...process.env,
    PORT: String(port),
    PGLITE_DIR: 'memory://',
    NODE_ENV: 'production',
    PAYMENTS_SANDBOX: 'true',
    // The booking page's traveller verifies the address from the e-mail the bench receives.
    ...(needsMail
      ? { SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, PUBLIC_URL: origin }
      : { MAIL_DISABLED: 'true' }),
    // Production requires a metrics token; the bench never reads /api/metrics.
    METRICS_TOKEN: 'bench-metrics-token-0123456789',
    // The bench's admin approves the operator whose check-in page is measured.
    ADMIN_EMAILS: BENCH_ADMIN,
    LOG_LEVEL: 'warn',
  };
  delete env.DATABASE_URL;
  const server = spawn(process.execPath, ['backend/dist/main.js'], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 120; i++) {
    try {
      const response = await fetch(`${origin}/api/health`);
      if (response.ok) return server;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  server.kill('SIGKILL');
  throw new Error('the backend did not start');
}

/** An SMTP server keeping the text of every e-mail the app sends, by recipient. */
async function startMailCatcher() {
  const mails = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
      simpleParser(stream)
        .then((parsed) => {
          mails.push({ to, text: parsed.text ?? '' });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise((resolve) => server.listen(smtpPort, '127.0.0.1', resolve));
  return { mails, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** The API as a signed-in browser page calls it (same origin, the session cookie). */
async function api(method, apiPath, { body, cookie } = {}) {
  const response = await fetch(`${origin}${apiPath}`, {
    method,
    headers: {
      Origin: origin,
      ...(body ? { 'Content-Type': 'application/json' } : {}),
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok)
    throw new Error(`${method} ${apiPath}: ${response.status} ${await response.text()}`);
  return response;
}

/** Signs up `email`, follows the verification link it is sent, signs in: the session cookie. */
async function verifiedAccount(mails, email) {
  const password = 'salone-bench-123';
  await api('POST', '/api/auth/register', {
    body: { firstName: 'Aminata', lastName: 'Kamara', email, password },
  });
  let token = null;
  for (let i = 0; i < 100 && !token; i++) {
    const mail = mails.find((m) => m.to.includes(email) && m.text.includes('/verify-email'));
    token = mail ? /\/verify-email\?token=([\w-]+)/.exec(mail.text)?.[1] : null;
    if (!token) await new Promise((resolve) => setTimeout(resolve, 200));
  }
  if (!token) throw new Error('no verification e-mail reached the bench');
  await api('POST', '/api/auth/verify-email', { body: { token } });
  const login = await api('POST', '/api/auth/login', { body: { email, password } });
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return cookie;
}

/** An approved hotel operator's session cookie: signed up, applied, approved by the admin. */
async function operatorCookie(mails) {
  const stamp = Date.now().toString(36);
  const cookie = await verifiedAccount(mails, `bench.operator.${stamp}@example.com`);
  const applied = await (
    await api('POST', '/api/operators', {
      cookie,
      body: {
        name: `Bench Lodges ${stamp}`,
        serviceKinds: ['hotel'],
        contactPhone: '+232 76 555 010',
        contactEmail: `bench.operator.${stamp}@example.com`,
        registrationNumber: 'SL-BRS-2026-00099',
        payoutNumber: '+232 76 555 011',
      },
    })
  ).json();
  const admin = await verifiedAccount(mails, BENCH_ADMIN);
  await api('POST', `/api/admin/organisations/${applied.id}/approve`, { cookie: admin });
  return cookie;
}

/**
 * A new verified traveller with a confirmed event ticket, booked and paid over the API:
 * the session cookie and the booking's reference.
 */
async function travellerWithBooking(mails) {
  const email = `bench.${Date.now().toString(36)}@example.com`;
  const cookie = await verifiedAccount(mails, email);
  const [{ id: eventId }] = await (await api('GET', '/api/events')).json();
  const event = await (await api('GET', `/api/events/${eventId}`)).json();
  const category = event.ticketCategories[0];
  const booking = await (
    await api('POST', '/api/bookings', {
      cookie,
      body: {
        serviceType: 'event',
        serviceId: event.id,
        customerName: 'Aminata Kamara',
        customerEmail: email,
        customerPhone: '+232 76 123 456',
        guests: 1,
        startDate: event.startDate.slice(0, 10),
        totalAmount: category.price,
        metadata: { ticketCategory: category.name, eventTitle: event.title },
      },
    })
  ).json();
  const payment = await (
    await api('POST', '/api/payments/monime', {
      cookie,
      body: {
        bookingId: booking.id,
        amount: booking.totalAmount,
        customerName: booking.customerName,
        customerPhone: booking.customerPhone,
        description: `Event tickets: ${booking.serviceName}`,
      },
    })
  ).json();
  await api('POST', `/api/payments/sandbox/${payment.paymentId}/complete`, { cookie });
  return { cookie, reference: booking.reference };
}

/** The id of the first listing of a catalogue section (`hotels`, `events`, `tours`). */
async function firstListingId(section) {
  const listings = await (await fetch(`${origin}/api/${section}`)).json();
  return listings[0]?.id ?? 1;
}

/** Sum of the encoded (gzip) sizes of every script the page loads until the network is idle. */
async function javascriptWeight(browser, pagePath) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const scripts = [];
  page.on('requestfinished', async (request) => {
    if (request.resourceType() !== 'script') return;
    const sizes = await request.sizes();
    const response = await request.response();
    const body = await response.body();
    scripts.push({
      url: request.url().replace(origin, ''),
      bytes: sizes.responseBodySize,
      gzip: gzipSync(body, { level: 9 }).length,
      encoding: (await response?.headerValue('content-encoding')) ?? 'identity',
    });
  });
  await page.goto(`${origin}${pagePath}`, { waitUntil: 'networkidle' });
  // On a busy machine the network can idle before a remote's page arrives: wait for its heading.
  await page
    .locator('#main h1')
    .first()
    .waitFor({ timeout: 15_000 })
    .catch(() => console.warn(`${pagePath}: no heading after 15 s`));
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  await context.close();
  const total = scripts.reduce((sum, s) => sum + s.bytes, 0);
  const gzip = scripts.reduce((sum, s) => sum + s.gzip, 0);
  return { total, gzip, scripts };
}

/** axe-core on the rendered page (mobile viewport), after its data has loaded. */
async function axeViolations(browser, pagePath, headers) {
  // axe is injected as an inline script, which the app's CSP rightly refuses.
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    bypassCSP: true,
    extraHTTPHeaders: headers(pagePath),
  });
  const page = await context.newPage();
  await page.goto(`${origin}${pagePath}`, { waitUntil: 'networkidle' });
  await page.addScriptTag({ content: axeSource });
  const violations = await page.evaluate(async () => {
    const result = await window.axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.length }));
  });
  await context.close();
  const count = (impact) => violations.filter((v) => v.impact === impact).length;
  return {
    page: pagePath,
    critical: count('critical'),
    serious: count('serious'),
    moderate: count('moderate'),
    minor: count('minor'),
    rules: violations.map((v) => `${v.id}(${v.impact})`).join(' '),
  };
}

async function lighthouseScores(pages, headers, pageOrigin = origin) {
  const { default: lighthouse } = await import('lighthouse');
  const debugPort = port + 1;
  const chrome = await startHeadlessChrome(chromiumPath, debugPort);
  try {
    const results = [];
    for (const pagePath of pages.flatMap((p) => Array(LIGHTHOUSE_RUNS).fill(p))) {
      const runner = await lighthouse(`${pageOrigin}${pagePath}`, {
        port: debugPort,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        extraHeaders: headers(pagePath),
      });
      if (process.env.LIGHTHOUSE_REPORTS) {
        mkdirSync(process.env.LIGHTHOUSE_REPORTS, { recursive: true });
        const name = pagePath.replace(/[^\w-]+/g, '_').replace(/^_|_$/g, '') || 'home';
        writeFileSync(path.join(process.env.LIGHTHOUSE_REPORTS, `${name}.json`), runner.report);
      }
      const categories = runner.lhr.categories;
      const score = (id) => Math.round((categories[id]?.score ?? 0) * 100);
      const failing = Object.values(runner.lhr.audits)
        .filter(
          (a) =>
            a.score !== null &&
            a.score < 0.9 &&
            a.scoreDisplayMode !== 'informative' &&
            a.scoreDisplayMode !== 'manual',
        )
        .map((a) => a.id);
      results.push({
        page: pagePath,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcpMs: Math.round(runner.lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
        tbtMs: Math.round(runner.lhr.audits['total-blocking-time']?.numericValue ?? 0),
        cls: Number((runner.lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
        // Lighthouse's measure of this machine's speed during the run (higher is faster). The
        // simulated phone is this machine slowed down 4 times, so blocking time follows it.
        cpuIndex: Math.round(runner.lhr.environment?.benchmarkIndex ?? 0),
        below90: failing.slice(0, 6).join(' '),
      });
    }
    return results;
  } finally {
    await chrome.close();
  }
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** One row per page: the median of each figure over its runs. */
function medians(runs) {
  const pages = [...new Set(runs.map((r) => r.page))];
  return pages.map((page) => {
    const mine = runs.filter((r) => r.page === page);
    const of = (key) => median(mine.map((r) => r[key]));
    return {
      page,
      performance: of('performance'),
      lcpMs: Math.round(of('lcpMs')),
      tbtMs: Math.round(of('tbtMs')),
      cls: of('cls'),
      cpuIndex: Math.round(of('cpuIndex')),
      runs: mine.length,
    };
  });
}

ensureBuilt();
const mailCatcher = needsMail ? await startMailCatcher() : null;
const server = await startServer();
try {
  const ids = {
    hotel: await firstListingId('hotels'),
    event: await firstListingId('events'),
    tour: await firstListingId('tours'),
  };
  const traveller = needsBooking ? await travellerWithBooking(mailCatcher.mails) : null;
  const resolve = (p) =>
    p
      .replace(/\{(hotel|event|tour)\}/g, (_, kind) => String(ids[kind]))
      .replace('{booking}', traveller?.reference ?? '');
  // The booking page is the traveller's: its requests carry the session.
  const headers = (p) =>
    traveller && p.startsWith('/bookings/') ? { Cookie: traveller.cookie } : {};
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  console.log(
    '\nJavaScript loaded per page: gzip -9 of every script, and bytes as served (brotli)',
  );
  const sizeRows = [];
  const verbose = [];
  for (const pagePath of SIZE_PAGES.map(resolve)) {
    const { total, gzip, scripts } = await javascriptWeight(browser, pagePath);
    if (pagePath === '/')
      verbose.push(...scripts.map((s) => ({ ...s, kb: (s.bytes / 1024).toFixed(1) })));
    sizeRows.push({
      page: pagePath,
      'gzip KB': Number((gzip / 1024).toFixed(1)),
      'served KB': Number((total / 1024).toFixed(1)),
      files: scripts.length,
      encodings: [...new Set(scripts.map((s) => s.encoding))].join(','),
      goal: pagePath === '/' ? `<= ${SIZE_GOAL_KB} KB` : '',
    });
  }
  console.table(sizeRows);

  console.log('\naxe-core accessibility violations (goal: 0 serious or critical)');
  const axeRows = [];
  for (const pagePath of LIGHTHOUSE_PAGES.map(resolve))
    axeRows.push(await axeViolations(browser, pagePath, headers));
  console.table(axeRows);

  if (measuresCheckIn) {
    const checkIn = await measureHeadingOnCheapAndroid(browser, {
      origin,
      pagePath: '/partner/check-in',
      cookie: await operatorCookie(mailCatcher.mails),
      heading: 'Check in',
      runs: LIGHTHOUSE_RUNS,
    });
    console.log(
      `\nThe partner check-in page, cold, on a simulated cheap Android (4x CPU, 1.6 Mbps, ` +
        `150 ms): heading after ${checkIn.headingMs} ms (median of ${checkIn.runs.length}; ` +
        `goal <= ${CHECK_IN_GOAL_MS} ms), ${checkIn.scriptKiB} KiB of scripts by then`,
    );
    console.table(checkIn.runs);
  }
  await browser.close();
  if (process.env.BENCH_VERBOSE) console.table(verbose);

  if (process.env.LIGHTHOUSE !== '0') {
    console.log(
      `\nLighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version} (mobile, simulated throttling); goal >= ${SCORE_GOAL}`,
    );
    const runs = await lighthouseScores(LIGHTHOUSE_PAGES.map(resolve), headers);
    console.table(runs);
    if (LIGHTHOUSE_RUNS > 1) {
      console.log(
        `\nMedians of ${LIGHTHOUSE_RUNS} runs per page; goals: performance >= ${SCORE_GOAL}, LCP <= 2000 ms, TBT <= 150 ms, CLS <= 0.05`,
      );
      console.table(medians(runs));
    }
    const goalPages = GOAL_PAGES.filter((p) => LIGHTHOUSE_PAGES.includes(p)).map(resolve);
    if (process.env.FLOOR !== '0' && goalPages.length > 0) {
      const floor = await startNoScriptProxy(origin, floorPort);
      try {
        const bare = await lighthouseScores(goalPages, headers, floor.origin);
        console.log(
          `\nThe floor: the same pages' HTML with every script removed (medians of ${LIGHTHOUSE_RUNS}); ` +
            'what the HTML and CSS alone cost this machine',
        );
        console.table(medians(bare));
      } finally {
        await floor.close();
      }
    }
  }
  if (process.env.PROFILE !== '0') {
    const profiler = await chromium.launch({
      executablePath: chromiumPath,
      args: ['--no-sandbox', '--disable-gpu'],
    });
    try {
      await printStartupProfile({
        browser: profiler,
        root,
        origin,
        pages: GOAL_PAGES.map(resolve),
        runs: PROFILE_RUNS,
      });
    } finally {
      await profiler.close();
    }
  }
} finally {
  server.kill('SIGTERM');
  await mailCatcher?.close();
}
