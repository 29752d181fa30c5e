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
