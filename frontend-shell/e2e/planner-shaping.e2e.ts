import { expect, test } from '@playwright/test';
import {
  gotoLive,
  isoDaysFromNow,
  newTraveller,
  notifications,
  registerOverApi,
  signInThroughDialog,
} from './support';

test('planner: a family plans 10 days, reshapes day 4, opens the map, shares the plan and books a hotel from it', async ({
  page,
  browser,
}) => {
  const traveller = newTraveller();
  await registerOverApi(page, traveller);
  await gotoLive(page, '/');
  await signInThroughDialog(page, traveller);

  // 1. Ten days for two adults and a child of seven.
  await gotoLive(page, '/ai-planner');
  await page.getByRole('radio', { name: '$2000+' }).check();
  await page.getByRole('radio', { name: '1-2 weeks' }).check();
  const start = isoDaysFromNow(30);
  await page.getByLabel('Start date (optional)').fill(start);
  await page.getByLabel('End date (optional)').fill(isoDaysFromNow(39));
  await page.getByLabel('Adults').fill('2');
  await page.getByRole('button', { name: 'Add a child' }).click();
  await page.getByLabel('Age of child 1').selectOption('7');
  for (const interest of ['Beaches', 'Wildlife', 'Culture'])
    await page.getByRole('checkbox', { name: interest }).check();
  await page.getByRole('button', { name: 'Create My Itinerary' }).click();
  await expect(notifications(page).getByText('Itinerary Generated!')).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Day 10' })).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Day 11' })).toHaveCount(0);
  await expect(page.getByText(/2 adults and 1 child/).first()).toBeVisible();

  // 2. Regenerate day 4, lock one activity and swap another.
  await page.getByRole('button', { name: 'Regenerate day 4' }).click();
  await expect(notifications(page).getByText('Day 4 planned again')).toBeVisible();
  const lock = page.getByRole('button', { name: /^Lock / }).first();
  const locked = ((await lock.textContent()) ?? '').replace(/^Lock /, '');
  await lock.click();
  await expect(page.getByRole('button', { name: `Unlock ${locked}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page
    .locator('summary', { hasText: /^Swap / })
    .first()
    .click();
  const swapFor = page.getByRole('button', { name: /^Swap for / }).first();
  const chosen = ((await swapFor.textContent()) ?? '').replace(/^Swap for /, '');
  await swapFor.click();
  await expect(page.getByRole('button', { name: `Lock ${chosen}` })).toBeVisible();

  // 3. The route map, drawn from bundled data, with the drive times in hours and minutes.
  await page.getByRole('button', { name: 'Show map' }).click();
  await expect(page.getByRole('img', { name: 'Map of the whole trip' })).toBeVisible();
  const driveTimes = page.getByRole('list', { name: 'Drive times' });
  await expect(driveTimes).toContainText(/about (\d+ h( \d+ min)?|\d+ min)/);
  await expect(driveTimes).not.toContainText(/\d\.\d+ h/);

  // 4. A read-only link that works signed out, until it is revoked.
  await page.getByRole('button', { name: 'Share a read-only link' }).click();
  const link = await page.getByRole('link', { name: /ai-planner\?shared=/ }).getAttribute('href');
  expect(link).toBeTruthy();
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(link!);
  await expect(visitorPage.getByText('A trip plan shared with you (read-only).')).toBeVisible();
  await expect(visitorPage.getByRole('listitem', { name: 'Day 10' })).toBeVisible();
  await expect(visitorPage.getByRole('button', { name: /^Regenerate day/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Stop sharing' }).click();
  await expect(page.getByRole('button', { name: 'Share a read-only link' })).toBeVisible();
  await visitorPage.reload();
  await expect(
    visitorPage.getByRole('heading', { name: 'This shared plan is no longer available' }),
  ).toBeVisible();
  await visitor.close();

  // 5. Book the first night's hotel from the plan: its dialog opens with the plan's nights,
  // room and guests filled in.
  const book = page
    .getByRole('listitem', { name: 'Day 1' })
    .getByRole('link', { name: /^Book Overnight at / });
  const planned = new URL((await book.getAttribute('href'))!, 'http://salone.test').searchParams;
  await book.click();
  const dialog = page.getByRole('dialog', { name: 'Book Your Stay' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Check-in')).toHaveValue(start);
  await expect(dialog.getByLabel('Check-out')).toHaveValue(planned.get('checkOut')!);
  await expect(dialog.getByLabel('Room type')).toHaveValue(planned.get('room')!);
  await expect(dialog.getByLabel('Guests')).toHaveValue(planned.get('guests')!);
  // The stay stays on the page; the link's own values leave the address.
  await expect(page).toHaveURL(/\/hotels\/\d+\?checkIn=[\d-]+&checkOut=[\d-]+$/);
});
