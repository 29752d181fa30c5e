// Lighthouse figures of a few pages, for one build or several side by side (a build before a
// change and after it): performance, accessibility, best practices and SEO scores, largest
// contentful paint, total blocking time and cumulative layout shift, medians of several runs.
//
//   npm run bench:lighthouse -w @salone/frontend-shell                 (this checkout)
//   npm run bench:lighthouse -w @salone/frontend-shell -- /work/wt/other /work/wt/this
//
// Each argument is the root of a checkout whose apps are built (`backend/dist`, the frontends'
// `dist`); each is served as `npm start` serves it (built frontends behind the backend, embedded
// database in memory with the sample catalogue) on a port of its own. Runs alternate between
// the checkouts, so a moment when the machine is slower weighs on all of them alike: only
// figures of one run of this script compare.
//
// Environment: CHROME_PATH (default /usr/bin/chromium), BENCH_PORT (first server's port,
// default 4360; the next ones follow), LIGHTHOUSE_PAGES (comma-separated paths, default
// /hotels/1,/tours/1), LIGHTHOUSE_RUNS (runs per page and checkout, default 5).
// Lighthouse 12 (the newest that runs on Node 20), its default mobile preset with simulated
// throttling; nothing is downloaded.
import { spawn } from 'node:child_process';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startHeadlessChrome } from './chrome.mjs';

const here = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const roots = (process.argv.length > 2 ? process.argv.slice(2) : [here]).map((root) =>
  path.resolve(root),
);
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const firstPort = Number(process.env.BENCH_PORT ?? 4360);
const pages = (process.env.LIGHTHOUSE_PAGES ?? '/hotels/1,/tours/1').split(',');
const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 5));

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The backend of one checkout, serving its built frontends, on an embedded database. */
async function startServer(root, port) {
  const env = {
    ...process.env,
    PORT: String(port),
    PGLITE_DIR: 'memory://',
    NODE_ENV: 'production',
    PAYMENTS_SANDBOX: 'true',
    MAIL_DISABLED: 'true',
    METRICS_TOKEN: 'bench-metrics-token-0123456789',
    LOG_LEVEL: 'warn',
  };
  delete env.DATABASE_URL;
  const origin = `http://127.0.0.1:${port}`;
  const taken = await fetch(`${origin}/api/health`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`port ${port} already answers: choose another BENCH_PORT`);
  const server = spawn(process.execPath, ['backend/dist/main.js'], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) {
        // Warm the server's caches and rendering before anything is measured.
        for (const page of pages)
          for (let n = 0; n < 3; n++) await (await fetch(origin + page)).text();
        return { server, origin };
      }
    } catch {
      // not up yet
    }
    await sleep(500);
  }
  server.kill('SIGKILL');
  throw new Error(`the backend of ${root} did not start`);
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const FIGURES = [
  ['Performance', (r) => r.performance, (v) => String(Math.round(v))],
  ['Accessibility', (r) => r.accessibility, (v) => String(Math.round(v))],
  ['Best practices', (r) => r.bestPractices, (v) => String(Math.round(v))],
  ['SEO', (r) => r.seo, (v) => String(Math.round(v))],
  ['LCP (ms)', (r) => r.lcp, (v) => String(Math.round(v))],
  ['TBT (ms)', (r) => r.tbt, (v) => String(Math.round(v))],
  ['CLS', (r) => r.cls, (v) => v.toFixed(3)],
];

async function main() {
  const { default: lighthouse } = await import('lighthouse');
  const { version } = (await import('lighthouse/package.json', { with: { type: 'json' } })).default;
  const servers = [];
  const debugPort = firstPort + roots.length * 2 + 1;
  let chrome;
  /** results[root][page] = one entry per run */
  const results = new Map(roots.map((root) => [root, new Map(pages.map((p) => [p, []]))]));
  try {
    for (const [index, root] of roots.entries())
      servers.push({ root, ...(await startServer(root, firstPort + index * 2)) });
    chrome = await startHeadlessChrome(chromePath, debugPort);
    for (let run = 1; run <= runs; run++) {
      for (const page of pages) {
        for (const { root, origin } of servers) {
          const { lhr } = await lighthouse(`${origin}${page}`, {
            port: debugPort,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
          });
          if (lhr.runtimeError) {
            // A run Lighthouse could not finish (the page did not settle in time on a busy
            // machine): said, and left out of the medians.
            console.log(
              `run ${run}/${runs} ${page} ${path.basename(root)}: failed (${lhr.runtimeError.code})`,
            );
            continue;
          }
          const score = (id) => (lhr.categories[id]?.score ?? 0) * 100;
          const entry = {
            performance: score('performance'),
            accessibility: score('accessibility'),
            bestPractices: score('best-practices'),
            seo: score('seo'),
            lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
            tbt: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
            cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
            cpu: lhr.environment?.benchmarkIndex ?? NaN,
          };
          results.get(root).get(page).push(entry);
          console.log(
            `run ${run}/${runs} ${page} ${path.basename(root)}: ` +
              FIGURES.map(([name, get, show]) => `${name} ${show(get(entry))}`).join(', ') +
              `, CPU index ${Math.round(entry.cpu)}`,
          );
        }
      }
    }
  } finally {
    for (const { server } of servers) server.kill('SIGTERM');
    await chrome?.close();
  }

  console.log(
    `\nLighthouse ${version}, mobile preset (simulated throttling), medians of ${runs} runs\n`,
  );
  const header = ['Page', 'Build', ...FIGURES.map(([name]) => name)];
  console.log(`| ${header.join(' | ')} |`);
  console.log(`| ${header.map(() => '---').join(' | ')} |`);
  for (const page of pages)
    for (const root of roots) {
      const entries = results.get(root).get(page);
      const cells = FIGURES.map(([, get, show]) =>
        entries.length ? show(median(entries.map(get))) : '-',
      );
      const failed = runs - entries.length;
      console.log(
        `| ${page} | ${path.basename(root)}${failed ? ` (${failed} failed)` : ''} | ${cells.join(' | ')} |`,
      );
    }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
