import { expect, type Page } from '@playwright/test';

let counter = 0;

/** A new traveller for each journey, so runs never depend on each other. */
export function newTraveller() {
  counter += 1;
  const unique = `${Date.now().toString(36)}${counter}`;
  return {
    firstName: 'Aminata',
    lastName: 'Kamara',
    email: `aminata.${unique}@example.com`,
    password: 'salone-pass-123',
  };
}

export type Traveller = ReturnType<typeof newTraveller>;

/** Creates the account through the navigation bar's Create Account dialog. */
export async function signUpThroughDialog(page: Page, traveller: Traveller) {
  await page.getByRole('button', { name: 'Create Account' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Create Account' });
  await dialog.getByLabel('First Name').fill(traveller.firstName);
  await dialog.getByLabel('Last Name').fill(traveller.lastName);
  await dialog.getByLabel('Email').fill(traveller.email);
  await dialog.getByLabel('Password').fill(traveller.password);
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Account created!')).toBeVisible();
}

/** Signs in through the Sign In dialog (already open, or opened from the navigation bar). */
export async function signInThroughDialog(page: Page, traveller: Traveller) {
  const dialog = page.getByRole('dialog', { name: 'Sign In' });
  if (!(await dialog.isVisible())) {
    await page.getByRole('button', { name: 'Sign In' }).first().click();
  }
  await dialog.getByLabel('Email').fill(traveller.email);
  await dialog.getByLabel('Password').fill(traveller.password);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Welcome back!')).toBeVisible();
}
