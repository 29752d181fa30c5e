import { expect, test } from '@playwright/test';
import { gotoLive, newTraveller, registerOverApi, notifications } from './support';

test('planner: a visitor is asked to sign in, gets a plan of real places, follows a hotel, reopens it from the dashboard', async ({
  page,
}) => {
  const traveller = newTraveller();
  await registerOverApi(page, traveller);

  await gotoLive(page, '/ai-planner');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Plan Your Perfect Sierra Leone Adventure' }),
  ).toBeVisible();
  await page.getByRole('radio', { name: '$1000 - $2000' }).check();
  await page.getByRole('radio', { name: '4-7 days' }).check();
  await page.getByRole('checkbox', { name: 'Beaches' }).check();
  await page.getByRole('checkbox', { name: 'Wildlife' }).check();
  await page.getByRole('button', { name: 'Create My Itinerary' }).click();

  // Signed out: the 'Authentication Required' toast, then Sign In; the plan follows.
  await expect(notifications(page).getByText('Authentication Required')).toBeVisible();
  const signIn = page.getByRole('dialog', { name: 'Sign In' });
  await signIn.getByLabel('Email').fill(traveller.email);
  await signIn.getByLabel('Password').fill(traveller.password);
  await signIn.getByRole('button', { name: 'Sign In' }).click();

  await expect(notifications(page).getByText('Itinerary Generated!')).toBeVisible();
  await expect(page.getByText(/Day 1/).first()).toBeVisible();
  await expect(page).toHaveURL(/itinerary=/);
  const planUrl = page.url();

  // On a 390 px phone the plan fits the screen: nothing makes the page scroll sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Show map' }).click();
  await expect(page.getByRole('img', { name: 'Map of the whole trip' })).toBeVisible();
  const overflow = await page.evaluate(() => ({
    width: document.documentElement.scrollWidth,
    wider: Array.from(document.querySelectorAll('body *'))
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
      .slice(0, 8)
      .map(
        (element) =>
          `${element.tagName} ${element.className} ${(element.textContent ?? '').slice(0, 40)}`,
      ),
  }));
  expect(overflow.width, overflow.wider.join('\n')).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 720 });

  const hotelLink = page.getByRole('link', { name: /^View hotel: / }).first();
  const hotelName = ((await hotelLink.getAttribute('aria-label')) ?? '').replace(
    /^View hotel: /,
    '',
  );
  await hotelLink.click();
  await expect(page).toHaveURL(/\/hotels\/\d+/);
  await expect(page.getByRole('heading', { level: 1, name: hotelName })).toBeVisible();

  await page.goto('/dashboard');
  const plans = page.getByRole('region', { name: 'My Trip Plans' });
  await plans
    .getByRole('link', { name: /-day trip/ })
    .first()
    .click();
  await expect(page).toHaveURL(planUrl.replace(/^https?:\/\/[^/]+/, ''));
  await expect(page.getByRole('button', { name: 'Plan Another Trip' })).toBeVisible();
});
