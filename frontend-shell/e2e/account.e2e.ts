import { expect, test } from '@playwright/test';
import {
  gotoLive,
  linkFromMail,
  newTraveller,
  notifications,
  signInThroughDialog,
  signUpThroughDialog,
} from './support';

test('a traveller signs up, verifies the address, forgets the password, resets it, signs in and books', async ({
  page,
}) => {
  const traveller = newTraveller();
  await gotoLive(page, '/');
  await signUpThroughDialog(page, traveller);
  await signInThroughDialog(page, traveller);

  // Signed in but not verified: the banner says so and offers to send the link again.
  const banner = page.getByRole('status', { name: 'Verify your email address' });
  await expect(banner).toContainText(
    'Please verify your email address to book. We sent you a link.',
  );
  await banner.getByRole('button', { name: 'Resend' }).click();
  await expect(notifications(page).getByText('Email sent')).toBeVisible();

  // The link in the e-mail, followed in the browser: once.
  const verifyLink = await linkFromMail(traveller.email, '/verify-email');
  await page.goto(verifyLink);
  await expect(page.getByText('Your email address is verified. You can now book.')).toBeVisible();
  await expect(page).toHaveURL(/\/verify-email$/);
  await expect(banner).toBeHidden();

  // Forgot the password: sign out, ask for a link on /login.
  await page.request.post('/api/auth/logout');
  await page.goto('/login');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  const forgot = page.getByRole('form', { name: 'Reset your password' });
  await forgot.getByLabel('Email').fill(traveller.email);
  await forgot.getByRole('button', { name: 'Send reset link' }).click();
  await expect(
    notifications(page).getByText(
      'If an account exists for this email address, we sent it a link to reset the password.',
    ),
  ).toBeVisible();

  const resetLink = await linkFromMail(traveller.email, '/reset-password');
  await page.goto(resetLink);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  const newPassword = 'kente-cloth-harbour-7';
  await page.getByLabel('New Password').fill(newPassword);
  await page.getByLabel('Confirm Password').fill(newPassword);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(
    notifications(page).getByText('Your password has been reset. You can now sign in.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  // The old password no longer works; the new one does.
  const oldAnswer = await page.request.post('/api/auth/login', {
    data: { email: traveller.email, password: traveller.password },
  });
  expect(oldAnswer.status()).toBe(401);
  const login = page.getByRole('tabpanel');
  await login.getByLabel('Email').fill(traveller.email);
  await login.getByLabel('Password').fill(newPassword);
  await login.getByRole('button', { name: 'Sign In' }).click();
  await expect(notifications(page).getByText('Welcome back!')).toBeVisible();

  // And books: the account is verified, so the booking goes through.
  // An event that sells Standard tickets (which one comes first depends on the hour).
  const events: { title: string; ticketCategories: { name: string }[] }[] = await (
    await page.request.get('/api/events')
  ).json();
  const { title } = events.find((e) => e.ticketCategories.some((c) => c.name === 'Standard'))!;
  await gotoLive(page, '/events');
  const card = page.getByRole('article').filter({ hasText: title }).first();
  await expect(card).toBeVisible();
  await card.getByRole('link', { name: /View Details/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.getByRole('button', { name: 'Book Tickets' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Book Tickets' });
  await expect(dialog).toBeVisible();
  await dialog
    .getByRole('radio', { name: /Standard/ })
    .first()
    .check();
  await dialog.getByLabel('Full Name').fill('Aminata Kamara');
  await dialog.getByLabel('Phone').fill('+232 76 123 456');
  await dialog.getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(notifications(page).getByText('Tickets Booked Successfully')).toBeVisible();
  const { items: bookings } = await (await page.request.get('/api/bookings/user')).json();
  expect(bookings.map((b: { serviceName: string }) => b.serviceName)).toEqual([title]);
});
