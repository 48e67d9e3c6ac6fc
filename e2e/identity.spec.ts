/** Identity in the browser (issue 3): phone sign-up, role chooser, profile settings, sign-out; the dialog's texts. */
import { describe, expect, inject } from 'vitest';
import type { Page } from 'playwright-core';
import { MESSAGES } from '@kickoff/shared';
import { screenshot } from './support/browser';
import { api, signInViaApi, uniqueE2ePhone } from './support/session';
import { makePng } from './support/png';
import { it } from './support/test';
import { expectAccessible, shoot } from './support/ui';
import { person } from './support/fixtures';
import { latestCode } from './support/mail-stand-in';

const P = MESSAGES.phone;
const V = MESSAGES.emailVerification;
/** The profile's email field (a textbox: the Notifications card's switches are labelled Email too). */
const profileEmail = (page: Page) => page.getByRole('textbox', { name: /^Email/ });


/** Chrome logs the 400s this test provokes on purpose (wrong code, bad number); anything else is a failure. */
function unexpected(errors: string[]) {
  return errors.filter((e) => !/status of 400 \(Bad Request\)/.test(e));
}

async function openSignInDialog(page: Page) {
  await page.goto('/landing');
  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  return dialog;
}

describe('identity', () => {
  it('signs a new user up by phone, picks Member, edits the profile with a photo, and signs out', async ({ open }) => {
    const { page, context, consoleErrors } = await open(undefined, 1280);
    const phone = uniqueE2ePhone();
    const email = `e2e-${Date.now()}-${phone.slice(-4)}@example.com`;

    const dialog = await openSignInDialog(page);
    await dialog.getByText(P.captchaOff).waitFor();
    await dialog.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await dialog.getByLabel('Email').waitFor();

    // Validation before anything is sent.
    await dialog.getByRole('button', { name: 'Send Code' }).click();
    await dialog.getByText(P.enterPhone).waitFor();
    await dialog.getByText(MESSAGES.profile.firstNameRequired).waitFor();
    await dialog.getByText(P.enterEmail).waitFor();
    await screenshot(page, 'signin-phone-step-errors-1280');

    // Without a leading + the number becomes +1 and its digits.
    await dialog.getByLabel('Phone number').fill(phone.slice(2));
    await dialog.getByLabel('First name').fill('Sam');
    await dialog.getByLabel('Email').fill(email);
    await screenshot(page, 'signin-phone-step-1280');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Send Code' }).click();
    await dialog.getByText(`We sent a 6-digit code to ${phone}.`).waitFor();

    // A code that is not 6 digits is refused in the dialog.
    await dialog.getByLabel('Verification code').fill('12');
    await dialog.getByRole('button', { name: /^Verify/ }).click();
    await dialog.getByText(P.invalidCodeFormat).waitFor();
    await screenshot(page, 'signin-code-step-1280');

    // A wrong code keeps the code step (issue 26): the server's text under the boxes, the boxes emptied.
    const codeInput = dialog.getByLabel('Verification code');
    await codeInput.fill('000000');
    await dialog.getByRole('button', { name: /^Verify/ }).click();
    await dialog.getByText(P.invalidCode).waitFor();
    expect(await codeInput.inputValue()).toBe('');
    await screenshot(page, 'signin-error-1280');

    await codeInput.fill('123456');
    await dialog.getByRole('button', { name: /^Verify/ }).click();

    // Signed up: the role chooser welcomes the user by the name given at sign-up.
    await page.getByRole('heading', { level: 1, name: 'Welcome, Sam!' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await expectAccessible(page);
    await screenshot(page, 'role-chooser-1280');
    await page.getByRole('button', { name: 'Continue as Member' }).click();
    await page.waitForURL('**/member/dashboard');

    // Profile Settings from the account menu.
    await page.getByRole('button', { name: 'Open account menu' }).click();
    await page.getByRole('menuitem', { name: 'Profile Settings' }).click();
    await page.getByRole('heading', { level: 1, name: 'Profile Settings' }).waitFor();
    await page.getByText(`Phone: ${phone}`).waitFor();
    expect(await profileEmail(page).inputValue()).toBe(email);

    // Required fields say so in the spec's words.
    await page.getByLabel('First Name').fill('');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText(MESSAGES.profile.firstNameRequired).waitFor();

    await page.getByLabel('First Name').fill('Jordan');
    await page.getByLabel('Last Name').fill('Rivera');
    const newEmail = `jordan-${phone.slice(-4)}-${Date.now()}@example.com`;
    await profileEmail(page).fill(newEmail);
    await page.getByLabel('Location (Optional)').fill('Austin, TX');
    await page.getByLabel('Timezone (Optional)').selectOption('America/Chicago');
    await page.locator('input[type="file"]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: makePng(96) });
    await page.getByRole('img', { name: 'New photo preview' }).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'profile-photo-preview-1280');
    await page.getByRole('button', { name: 'Save Changes & Upload Photo' }).click();
    await page.getByText('Your profile has been updated successfully.').first().waitFor();
    await page.getByRole('button', { name: 'Save Changes', exact: true }).waitFor();

    // The header picks the new name and photo up at once.
    await page.getByRole('button', { name: 'Open account menu' }).locator('img').waitFor();

    // Everything survives a reload.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Profile Settings' }).waitFor();
    await page.getByTestId('profile-display-name').getByText('Jordan Rivera').waitFor();
    expect(await page.getByLabel('First Name').inputValue()).toBe('Jordan');
    expect(await page.getByLabel('Last Name').inputValue()).toBe('Rivera');
    expect(await profileEmail(page).inputValue()).toBe(newEmail);
    expect(await page.getByLabel('Location (Optional)').inputValue()).toBe('Austin, TX');
    expect(await page.getByLabel('Timezone (Optional)').inputValue()).toBe('America/Chicago');
    const photo = page.getByRole('img', { name: "Jordan Rivera's photo" });
    await photo.waitFor();
    expect(await photo.getAttribute('src')).toMatch(/\.webp$/);
    await screenshot(page, 'profile-1280');

    await page.getByRole('button', { name: 'Open account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await page.waitForURL('**/landing');
    expect(await page.evaluate("localStorage.getItem('kickoff.token')")).toBeNull();
    expect(unexpected(consoleErrors)).toEqual([]);
    await context.close();
  }, 240_000);

  it('shows the dialog texts on a phone: missing number, bad code, different number, reset on close', async ({ open }) => {
    const { page, context, consoleErrors } = await open(undefined, 390);
    await page.goto('/landing');
    await page.getByRole('button', { name: 'Get Started Free' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Email').waitFor(); // the hero's call to action opens sign-up mode
    await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
    expect(await dialog.getByLabel('Email').count()).toBe(0);

    await dialog.getByRole('button', { name: 'Send Code' }).click();
    await dialog.getByText(P.enterPhone).waitFor();
    await screenshot(page, 'signin-phone-step-390');

    const phone = uniqueE2ePhone();
    await dialog.getByLabel('Phone number').fill(phone);
    await dialog.getByRole('button', { name: 'Send Code' }).click();
    await dialog.getByLabel('Verification code').fill('12a');
    await dialog.getByRole('button', { name: /^Verify/ }).click();
    await dialog.getByText(P.invalidCodeFormat).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'signin-code-step-390');

    await dialog.getByRole('button', { name: 'Use different number' }).click();
    expect(await dialog.getByLabel('Phone number').inputValue()).toBe(phone);
    await dialog.getByLabel('Phone number').fill('+1 2');
    await dialog.getByRole('button', { name: 'Send Code' }).click();
    await dialog.getByText(P.invalidPhone).waitFor();
    await screenshot(page, 'signin-error-390');

    // Closing resets the dialog.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
    expect(await page.getByRole('dialog').getByLabel('Phone number').inputValue()).toBe('');
    expect(await page.getByRole('dialog').getByText(P.invalidPhone).count()).toBe(0);
    expect(unexpected(consoleErrors)).toEqual([]);
    await context.close();
  });

  it('shows the role chooser and profile at 390px for a signed-in user', async ({ open }) => {
    const user = await signInViaApi();
    const { page, context, consoleErrors } = await open(user, 390);
    await page.goto('/home');
    // An account made by signing in is "User" on the server (rulings §1): the welcome does not call the person that,
    // and asks for their name.
    await page.getByRole('heading', { level: 1, name: 'Welcome!' }).waitFor();
    await page.getByText('Hosts and teammates see your name.').waitFor();
    await expectAccessible(page);
    await screenshot(page, 'role-chooser-390');
    await page.getByRole('button', { name: 'Continue as Organizer' }).click();
    await page.waitForURL('**/organizer/dashboard');

    await page.goto('/home');
    await page.getByRole('link', { name: 'Add your name' }).click();
    await page.waitForURL('**/profile');
    await page.getByRole('heading', { level: 1, name: 'Profile Settings' }).waitFor();
    await page.getByText('Authentication Method').waitFor();
    // The placeholder is not put in the person's mouth: the field starts empty.
    expect(await page.getByLabel('First Name').inputValue()).toBe('');
    await expectAccessible(page);
    await screenshot(page, 'profile-390');

    // A non-image is refused before anything is sent.
    await page.locator('input[type="file"]').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await page.getByText(MESSAGES.profile.invalidFileType).first().waitFor();

    // Signed in, the legal pages lead back to the dashboard.
    await page.goto('/terms-of-service');
    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await page.waitForURL('**/dashboard');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('links the legal pages back to the landing when signed out', async ({ open }) => {
    const { page, context } = await open(undefined, 390);
    await page.goto('/privacy-policy');
    await page.getByRole('link', { name: "Children's privacy" }).click();
    expect(new URL(page.url()).hash).toBe('#children');
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await page.waitForURL('**/landing');
    await context.close();
  });

  it('verifies a new profile email with the code from the real mail (issue 21)', async ({ open }) => {
    const user = await person('Vera', 'Mail');
    const newEmail = `vera-${Date.now()}@example.com`;
    await api(user, 'PUT', '/api/user/profile', { firstName: 'Vera', lastName: 'Mail', email: newEmail });
    const { page } = await open(user, 1280);
    await page.goto('/profile');
    await page.getByRole('heading', { level: 1, name: 'Profile Settings' }).waitFor();
    expect(await profileEmail(page).inputValue()).toBe(newEmail);
    await page.getByText(V.unverified, { exact: true }).waitFor();
    await page.getByRole('button', { name: V.verify }).click();
    const box = page.getByRole('group', { name: V.codeSent(newEmail) });
    await box.waitFor();
    await shoot(page, 'profile-email-code');
    await box.getByLabel(V.codeLabel).fill(await latestCode(inject('mailDir'), newEmail));
    await box.getByRole('button', { name: V.verify }).click();
    await page.getByText(V.verifiedToast).first().waitFor();
    await page.getByText(V.verified, { exact: true }).first().waitFor();
    expect(await box.count()).toBe(0);
    await shoot(page, 'profile-email-verified');
  });
});
