/** Signing in through the phone dialog the landing opened by itself (a deep link or a Join brought the visitor there). */
import type { Page } from 'playwright-core';

export async function signInInDialog(page: Page, phoneNumber: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Phone number').fill(phoneNumber);
  await dialog.getByRole('button', { name: 'Send Code' }).click();
  await dialog.getByLabel('Verification code').fill('123456');
  await dialog.getByRole('button', { name: /^Verify/ }).click();
}
