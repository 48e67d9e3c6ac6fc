import { describe, expect, it } from 'vitest';
import { roleChooserPath, safeReturnTo, signInPath } from './return-to';

describe('safeReturnTo', () => {
  it('keeps paths of this app with their query and hash', () => {
    expect(safeReturnTo('/events/abc')).toBe('/events/abc');
    expect(safeReturnTo('/events/abc?join=1#comments')).toBe('/events/abc?join=1#comments');
    expect(safeReturnTo('/invite/Zx_-9')).toBe('/invite/Zx_-9');
    expect(safeReturnTo('/groups/a/../b')).toBe('/groups/b');
  });

  it('drops every other origin and anything that is not a path (no open redirect)', () => {
    for (const bad of [
      'https://evil.example/x',
      '//evil.example/x',
      '/\\evil.example/x',
      '\\\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      'javascript:alert(1)',
      ' /events/a',
      'events/a',
      '',
      '/'.padEnd(3000, 'a'),
      null,
      undefined,
      42,
      ['/events/a'],
    ]) {
      expect(safeReturnTo(bad), String(bad)).toBeNull();
    }
  });

  it('drops the landing and the role chooser (no destination)', () => {
    expect(safeReturnTo('/landing')).toBeNull();
    expect(safeReturnTo('/')).toBeNull();
    expect(safeReturnTo('/home')).toBeNull();
  });

  it('builds the landing and role chooser links, encoded, or plain when there is nothing safe to carry', () => {
    expect(signInPath('/events/a?join=1')).toBe('/landing?returnTo=%2Fevents%2Fa%3Fjoin%3D1');
    expect(signInPath('//evil.example')).toBe('/landing');
    expect(roleChooserPath('/events/a')).toBe('/?returnTo=%2Fevents%2Fa');
    expect(roleChooserPath(null)).toBe('/');
  });
});
