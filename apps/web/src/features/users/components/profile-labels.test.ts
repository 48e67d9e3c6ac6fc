import { describe, expect, it } from 'vitest';
import { initialsOf } from '@/components/ui/avatar';
import { authMethodText } from './profile-settings';
import { submitLabel } from './profile-form';

describe('profile texts (spec §2)', () => {
  it('names the authentication method', () => {
    expect(authMethodText({ phoneNumber: '+12015550123', email: 'a@b.co' })).toBe('Phone: +12015550123');
    expect(authMethodText({ phoneNumber: null, email: 'a@b.co' })).toBe('Email: a@b.co');
    expect(authMethodText({ phoneNumber: null, email: null })).toBe('Unknown authentication method');
  });
  it('labels the submit button by state', () => {
    expect(submitLabel(false, false)).toBe('Save Changes');
    expect(submitLabel(false, true)).toBe('Save Changes & Upload Photo');
    expect(submitLabel(true, false)).toBe('Saving...');
    expect(submitLabel(true, true)).toBe('Uploading...');
  });
  it('shows up to two upper-case initials', () => {
    expect(initialsOf('jordan lee rivera')).toBe('JL');
    expect(initialsOf('User')).toBe('U');
  });
});
