/* global window -- used inside page.evaluate and addInitScript, which run in the browser */
// Where a page's start-up time goes: a CPU profile of its load in Chromium under the same 4x CPU
// slowdown Lighthouse's mobile figures model, its main-thread time by what it ran (each bundled
// function traced back, through the build's source maps, to its npm package or workspace
// folder; the browser's own work, HTML parsing, style, layout and paint, as one row), and the
// blocking time of the long tasks the page observed while loading.
import { existsSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { SourceMapConsumer } from 'source-map';

/** Chromium's names for the profile's own nodes, as the rows say them. */
const SPECIAL = {
  '(program)': 'the browser itself: HTML, compiling, style, layout, paint',
  '(garbage collector)': 'garbage collection',
};
const IGNORED = new Set(['(idle)', '(root)']);

/** The build output a script URL was served from: the shell's, or a remote's. */
function distOf(root, pathname) {
  const remote = /^\/remotes\/([\w-]+)\/(.+)$/.exec(pathname);
  return remote
    ? {
        app: `frontend-${remote[1]}`,
        file: path.join(root, `frontend-${remote[1]}`, 'dist', remote[2]),
      }
    : { app: 'frontend-shell', file: path.join(root, 'frontend-shell', 'dist', pathname.slice(1)) };
}

/** A source file of a bundle, as a row: its npm package, workspace library or app. */
function ownerOf(app, source) {
  const file = source.replace(/^webpack:\/\/[^/]*\//, '');
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file);
  if (inPackage) return inPackage[1];
  const library = /(?:^|\/)libs\/([^/]+)\//.exec(file);
  if (library) return `@salone/${library[1]}`;
  if (file.startsWith('webpack/')) return 'webpack runtime';
  return app;
}

class Owners {
  constructor(root, origin) {
    this.root = root;
    this.origin = origin;
    this.maps = new Map();
  }

  async mapOf(url) {
    if (!this.maps.has(url)) {
      const { app, file } = distOf(this.root, new URL(url).pathname);
      const map = existsSync(`${file}.map`)
        ? await new SourceMapConsumer(JSON.parse(readFileSync(`${file}.map`, 'utf8')))
        : null;
      this.maps.set(url, { app, map });
    }
    return this.maps.get(url);
  }

  /** The row a profile node's self time is counted in, or null for idle time. */
  async of(callFrame) {
    const { functionName, url, lineNumber, columnNumber } = callFrame;
    if (IGNORED.has(functionName)) return null;
    if (SPECIAL[functionName]) return SPECIAL[functionName];
    if (!url) return 'browser APIs called by scripts';
    if (!url.startsWith(this.origin)) return 'other scripts';
    const { pathname } = new URL(url);
    if (!pathname.endsWith('.js')) return 'the page\u2019s inline scripts';
    const { app, map } = await this.mapOf(url);
    if (!map) return app;
    const original = map.originalPositionFor({ line: lineNumber + 1, column: columnNumber });
    return original.source ? ownerOf(app, original.source) : app;
  }

  destroy() {
    for (const { map } of this.maps.values()) map?.destroy?.();
  }
}

/** One load of `url` profiled: milliseconds of self time per row, and the observed blocking. */
async function profileLoad(browser, url, owners, slowdown) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    await page.addInitScript(() => {
      window.__saloneLongTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          window.__saloneLongTasks.push([entry.startTime, entry.duration]);
      }).observe({ type: 'longtask', buffered: true });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 250 });
    await cdp.send('Profiler.start');
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(2000);
    const { profile } = await cdp.send('Profiler.stop');
    const { longTasks, fcp } = await page.evaluate(() => ({
      longTasks: window.__saloneLongTasks,
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
    }));
    const selfMs = new Map();
    const byNode = new Map();
    profile.samples.forEach((id, i) => {
      byNode.set(id, (byNode.get(id) ?? 0) + (profile.timeDeltas[i + 1] ?? 0));
    });
    for (const node of profile.nodes) {
      const micros = byNode.get(node.id);
      if (!micros) continue;
      const row = await owners.of(node.callFrame);
      if (row) selfMs.set(row, (selfMs.get(row) ?? 0) + micros / 1000);
    }
    const blockingMs = longTasks
      .filter(([start]) => start >= fcp)
      .reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
    return { selfMs, blockingMs, longTasks: longTasks.length };
  } finally {
    await context.close();
  }
}

/**
 * Profiles each page `runs` times and prints one table: a row per contributor (the largest
 * first), a column per page, each figure the mean milliseconds of main-thread time per load.
 */
export async function printStartupProfile({
  browser,
  root,
  origin,
  pages,
  runs,
  slowdown = 4,
  top = 14,
}) {
  const owners = new Owners(root, origin);
  const columns = [];
  try {
    for (const pagePath of pages) {
      const sums = new Map();
      let blocking = 0;
      let longTasks = 0;
      for (let i = 0; i < runs; i++) {
        const load = await profileLoad(browser, `${origin}${pagePath}`, owners, slowdown);
        for (const [row, ms] of load.selfMs) sums.set(row, (sums.get(row) ?? 0) + ms / runs);
        blocking += load.blockingMs / runs;
        longTasks += load.longTasks / runs;
      }
      columns.push({ page: pagePath, sums, blocking, longTasks });
    }
  } finally {
    owners.destroy();
  }
  const totals = new Map();
  for (const { sums } of columns)
    for (const [row, ms] of sums) totals.set(row, (totals.get(row) ?? 0) + ms);
  const rows = [...totals].sort((a, b) => b[1] - a[1]).map(([row]) => row);
  const shown = rows.slice(0, top);
  const table = {};
  for (const row of shown)
    table[row] = Object.fromEntries(columns.map((c) => [c.page, Math.round(c.sums.get(row) ?? 0)]));
  table['(the rest)'] = Object.fromEntries(
    columns.map((c) => [
      c.page,
      Math.round(rows.slice(top).reduce((s, r) => s + (c.sums.get(r) ?? 0), 0)),
    ]),
  );
  table['main thread, in all'] = Object.fromEntries(
    columns.map((c) => [c.page, Math.round([...c.sums.values()].reduce((s, v) => s + v, 0))]),
  );
  table['long tasks (count)'] = Object.fromEntries(
    columns.map((c) => [c.page, Math.round(c.longTasks)]),
  );
  table['blocking after FCP'] = Object.fromEntries(
    columns.map((c) => [c.page, Math.round(c.blocking)]),
  );
  console.log(
    `\nWhere each page's load spends the main thread, in ms (Chromium, CPU ${slowdown}x slower, mean of ${runs}; ` +
      'blocking: the long tasks the page observed, each beyond 50 ms)',
  );
  console.table(table);
}
