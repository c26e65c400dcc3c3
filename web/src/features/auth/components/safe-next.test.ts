import { describe, expect, it } from 'vitest';
import { safeNext } from './login-page';

const ORIGIN = 'https://cabinet.office.test';

describe('the path followed after sign-in', () => {
  it('keeps same-site paths with their query and hash', () => {
    expect(safeNext('/dossiers/12?tab=actions#top', ORIGIN)).toBe('/dossiers/12?tab=actions#top');
    expect(safeNext(`${ORIGIN}/agenda`, ORIGIN)).toBe('/agenda');
  });

  it('refuses every spelling of another site', () => {
    for (const next of [
      '/\\evil.com',
      '//evil.com',
      '\\\\evil.com',
      '/\\/evil.com',
      'https://evil.com/x',
      'javascript:alert(1)',
      '/\t/evil.com',
      'http://cabinet.office.test/x',
    ]) {
      expect(safeNext(next, ORIGIN), next).toBe('/');
    }
    expect(safeNext(null, ORIGIN)).toBe('/');
  });
});
