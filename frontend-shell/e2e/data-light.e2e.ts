import { expect, test, type Page } from '@playwright/test';
import * as fs from 'node:fs';
import * as path from 'node:path';

/**
 * The chunks that hold a booking dialog, the form libraries (react-hook-form, zod and their
 * resolvers) or the dialog frame (Radix's dialog, scroll lock), named from the source maps of
 * the booking remote's build and the shell's (which serves the shared UI library).
 */
function dialogChunks(): Set<string> {
  const dialog =
    /\/features\/[\w-]+\/\w+Dialog\.tsx$|\/components\/DialogPanel\.tsx$|\/node_modules\/(react-hook-form|@hookform|zod|react-remove-scroll)\//;
  const chunks: string[] = [];
  for (const app of ['frontend-booking', 'frontend-shell']) {
    const dist = path.resolve(__dirname, '..', '..', app, 'dist');
    for (const file of fs.readdirSync(dist).filter((name) => name.endsWith('.js.map'))) {
      const map = JSON.parse(fs.readFileSync(path.join(dist, file), 'utf8')) as {
        sources: string[];
      };
      if (map.sources.some((source) => dialog.test(source))) chunks.push(file.slice(0, -4));
    }
  }
  return new Set(chunks);
}

/** The scripts the page requests from now on, by file name. */
function scriptsOf(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') names.push(new URL(request.url()).pathname);
  });
  return names;
}

test.use({ viewport: { width: 412, height: 823 } });

test("a list page and a detail page download no booking dialog's code until the visitor means to book", async ({
  page,
}) => {
  const dialogs = dialogChunks();
  // Five dialogs, the form libraries and the dialog frame.
  expect(dialogs.size).toBeGreaterThanOrEqual(7);
  const scripts = scriptsOf(page);
  const dialogScripts = () => scripts.filter((p) => dialogs.has(path.basename(p)));

  await page.goto('/hotels');
  await expect(page.getByRole('article').first()).toBeVisible();
  await page.goto('/events');
  await expect(page.getByRole('article').first()).toBeVisible();
  await page.goto('/real-estate');
  await expect(page.getByRole('article').first()).toBeVisible();
  const hotels = (await (await page.request.get('/api/hotels')).json()) as { id: number }[];
  await page.goto(`/hotels/${hotels[0].id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.some((p) => p.startsWith('/remotes/booking/'))).toBe(true);
  expect(dialogScripts()).toEqual([]);

  // Pointing at 'Book Now' is the intent: the form's code comes now, before the click.
  await page.getByRole('button', { name: 'Book Now' }).first().hover();
  await expect.poll(() => dialogScripts().length).toBeGreaterThan(0);
});

/**
 * The chunks of every frontend's build that define an area's generated endpoints
 * (`libs/api-client/src/generated/<area>-api.ts`), from their source maps.
 */
function areaChunks(area: string): Set<string> {
  const generated = `/libs/api-client/src/generated/${area}-api.ts`;
  const chunks = new Set<string>();
  for (const app of [
    'frontend-shell',
    'frontend-booking',
    'frontend-planner',
    'frontend-partner',
  ]) {
    const dist = path.resolve(__dirname, '..', '..', app, 'dist');
    for (const file of fs.readdirSync(dist).filter((name) => name.endsWith('.js.map'))) {
      const map = JSON.parse(fs.readFileSync(path.join(dist, file), 'utf8')) as {
        sources: string[];
      };
      if (map.sources.some((source) => source.endsWith(generated))) chunks.add(file.slice(0, -4));
    }
  }
  return chunks;
}

test('a page defines the endpoints of the areas it uses, not the whole api', async ({
  browser,
}) => {
  const areas = ['session', 'sign-in', 'account', 'catalogue', 'bookings', 'planner', 'partner'];
  const chunks = Object.fromEntries(areas.map((area) => [area, areaChunks(area)]));
  for (const area of areas) expect(chunks[area].size, area).toBeGreaterThan(0);
  /** The areas whose endpoints the page's scripts define, once its start-up is over. */
  async function areasOf(pagePath: string): Promise<string[]> {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    const files = new Set<string>();
    page.on('request', (request) => {
      if (request.resourceType() === 'script') files.add(path.basename(request.url()));
    });
    await page.goto(pagePath);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await context.close();
    return areas.filter((area) => [...chunks[area]].some((chunk) => files.has(chunk)));
  }

  expect(await areasOf('/')).toEqual(['session']);
  expect(await areasOf('/hotels')).toEqual(['session', 'catalogue']);
  expect(await areasOf('/ai-planner')).toEqual(['session', 'planner']);
});
