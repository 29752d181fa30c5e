import { expect, test } from '@playwright/test';
import { gotoLive } from './support';

test('the header switches the page to Krio in place; the next visit comes rendered in Krio', async ({
  page,
  context,
}) => {
  await gotoLive(page, '/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('kri');
  await expect(page.getByRole('heading', { level: 1, name: 'Kam No Salone' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'kri');
  const cookie = (await context.cookies()).find((c) => c.name === 'salone_lang');
  expect(cookie?.value).toBe('kri');

  // The server renders the next page in Krio, with its messages: no English first.
  const response = await page.goto('/about', { waitUntil: 'commit' });
  const html = await response!.text();
  expect(html).toMatch(/<html lang="kri"/);
  expect(html).toContain('Wi de tek mobayl mɔni');
  await expect(page.getByRole('combobox', { name: 'Langwej' })).toHaveValue('kri');
});

test('?lang=fr shows French and keeps it for the next pages', async ({ page }) => {
  await gotoLive(page, '/?lang=fr');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Découvrez la Sierra Leone' }),
  ).toBeVisible();
  await gotoLive(page, '/dashboard');
  await expect(page.getByRole('heading', { name: 'Veuillez vous connecter' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
});
