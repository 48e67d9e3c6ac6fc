import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { MESSAGES } from '@kickoff/shared';
import { json, stubApi } from '@/testing/api-stub';
import { aProfile, signedInAnswers } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';

const V = MESSAGES.emailVerification;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('/profile email verification', () => {
  it('shows an unverified address with Verify, takes the mailed code, then shows Verified', { timeout: 60_000 }, async () => {
    const pending = aProfile({ email: null, pendingEmail: 'marco@example.com' });
    let verified = false;
    const api = stubApi({
      ...signedInAnswers,
      'GET /api/user/profile': () => (verified ? aProfile({ email: 'marco@example.com' }) : pending),
      'POST /api/user/email/send-code': { email: 'marco@example.com' },
      'POST /api/user/email/verify': (call) => {
        if ((call.body as { code: string }).code !== '246810') return json({ message: V.codeWrong }, 400);
        verified = true;
        return aProfile({ email: 'marco@example.com' });
      },
    });
    renderApp('/profile');

    expect(await screen.findByText(V.unverified)).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /Email/ }) as HTMLInputElement).value).toBe('marco@example.com');
    // The code box is loaded on demand (only while an address waits for its code).
    fireEvent.click(await screen.findByRole('button', { name: V.verify }));

    const box = screen.getByRole('group', { name: V.codeSent('marco@example.com') });
    const code = within(box).getByRole('textbox', { name: V.codeLabel });
    fireEvent.change(code, { target: { value: '12' } });
    fireEvent.click(within(box).getByRole('button', { name: V.verify }));
    expect(await within(box).findByText(V.codeInvalid)).toBeTruthy();
    expect(api.callsTo('POST /api/user/email/verify')).toHaveLength(0);

    fireEvent.change(code, { target: { value: '111111' } });
    fireEvent.click(within(box).getByRole('button', { name: V.verify }));
    expect(await within(box).findByText(V.codeWrong)).toBeTruthy();

    fireEvent.click(within(box).getByRole('button', { name: V.sendAgain }));
    await vi.waitFor(() => expect(api.callsTo('POST /api/user/email/send-code')).toHaveLength(1));

    fireEvent.change(code, { target: { value: '246810' } });
    fireEvent.click(within(box).getByRole('button', { name: V.verify }));
    expect(await screen.findByText(V.verified, { selector: 'span' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: /We sent a 6-digit code/ })).toBeNull();
    // The profile itself was not saved by pressing Verify or Enter in the code box.
    expect(api.callsTo('PUT /api/user/profile')).toHaveLength(0);
  });

  it('says the address stays unverified when the server cannot send mail', async () => {
    stubApi({ ...signedInAnswers, 'GET /api/user/profile': aProfile({ pendingEmail: 'marco@example.com', canVerifyEmail: false }) });
    renderApp('/profile');
    expect(await screen.findByText(V.mailOffNote)).toBeTruthy();
    expect(screen.getByText(V.unverified)).toBeTruthy();
    expect(screen.queryByRole('button', { name: V.verify })).toBeNull();
  });
});
