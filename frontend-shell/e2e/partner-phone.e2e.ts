import { expect, test, type Page } from '@playwright/test';
import { GARDEN_ROOM, operatorWithHotel, pageOfItsOwn, signInOverApi } from './operators';
import { expectNoAxeViolations, isoDaysFromNow, newTraveller, registerOverApi } from './support';

/**
 * The partner portal on a 360 px phone: every section's page shows the whole navigation (no
 * section hidden off the side), fits the screen and has no axe violation; a staff member is
 * not offered the owner's Money section; the listing editor links to its sections and keeps its
 * save in reach; a booking's stage badge is not clipped. Screenshots of every section are kept
 * with the run's results.
 */
test.use({ viewport: { width: 360, height: 780 }, hasTouch: true });

const SECTIONS = [
  ['Dashboard', '/partner'],
  ['Listings', '/partner/listings'],
  ['Bookings', '/partner/bookings'],
  ['Check in', '/partner/check-in'],
  ['Calendar', '/partner/calendar'],
  ['Money', '/partner/money'],
  ['Reviews', '/partner/reviews'],
  ['Settings', '/partner/settings'],
] as const;

/** The navigation's links, each wholly inside the 360 px screen and not covered. */
async function expectWholeNavigation(page: Page, names: readonly string[]) {
  const nav = page.getByRole('navigation', { name: 'Partner sections' });
  await expect(nav.getByRole('link')).toHaveText([...names]);
  for (const name of names) {
    const link = nav.getByRole('link', { name, exact: true });
    await expect(link).toBeInViewport({ ratio: 1 });
    const box = (await link.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
}

test('every partner section on a 360 px phone: the whole navigation, nothing clipped, axe', async ({
  page,
}) => {
  const { orgId, hotel, roomId } = await operatorWithHotel(page);

  // A traveller's booking, so the inbox has a row with its stage badge.
  const travellerPage = await pageOfItsOwn(page);
  const guest = { ...newTraveller(), firstName: 'Abdulai-Mohamed', lastName: 'Kamara-Sesay' };
  await registerOverApi(travellerPage, guest);
  await signInOverApi(travellerPage, guest);
  const booked = await travellerPage.request.post('/api/bookings', {
    data: {
      serviceType: 'hotel',
      serviceId: hotel.id,
      roomId,
      customerName: `${guest.firstName} ${guest.lastName}`,
      customerEmail: guest.email,
      customerPhone: '+232 76 123 456',
      guests: 2,
      startDate: isoDaysFromNow(10),
      endDate: isoDaysFromNow(12),
      totalAmount: 2 * GARDEN_ROOM.price,
      metadata: { roomType: GARDEN_ROOM.roomType, hotelName: hotel.name, nights: 2 },
    },
  });
  expect(booked.status()).toBe(201);

  const names = SECTIONS.map(([name]) => name);
  for (const [name, path] of SECTIONS) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectWholeNavigation(page, names);
    await expect(
      page.getByRole('navigation', { name: 'Partner sections' }).getByRole('link', { name }),
    ).toHaveAttribute('aria-current', 'page');
    await expectNoAxeViolations(page);
    await page.screenshot({
      path: test.info().outputPath(`partner-360-${name.toLowerCase().replace(' ', '-')}.png`),
      fullPage: true,
    });
  }

  // The inbox row's badge shows its whole label beside a long name.
  await page.goto('/partner/bookings');
  const badge = page
    .getByRole('list', { name: 'Bookings' })
    .getByText('Awaiting payment', { exact: true });
  await badge.scrollIntoViewIfNeeded();
  await expect(badge).toBeInViewport({ ratio: 1 });
  expect(await badge.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  await page.screenshot({ path: test.info().outputPath('partner-360-booking-row.png') });

  // The listing editor: links to its sections, and the save stays on screen while the form is.
  await page.goto(`/partner/listings/hotel/${hotel.id}`);
  const jumps = page.getByRole('navigation', { name: 'Sections of this listing' });
  await expect(jumps.getByRole('link')).toHaveText(['Details', 'Room types', 'Photos']);
  await jumps.getByRole('link', { name: 'Room types' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Room types' })).toBeInViewport();
  await page
    .getByRole('form', { name: 'Listing details' })
    .getByLabel(/^Description/)
    .focus();
  await expect(page.getByRole('button', { name: 'Save changes' })).toBeInViewport({ ratio: 1 });
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath('partner-360-editor.png') });

  // A staff member is not offered Money.
  const staffPage = await pageOfItsOwn(page);
  const staff = newTraveller();
  await registerOverApi(staffPage, staff);
  const added = await page.request.post(`/api/partner/organisations/${orgId}/members`, {
    data: { email: staff.email },
  });
  expect(added.ok()).toBeTruthy();
  await signInOverApi(staffPage, staff);
  await staffPage.setViewportSize({ width: 360, height: 780 });
  await staffPage.goto('/partner/bookings');
  await expectWholeNavigation(
    staffPage,
    names.filter((name) => name !== 'Money'),
  );
});
