import { describe, expect, it } from 'vitest';
import { loggableUrl } from './log-serializers';

describe('loggableUrl', () => {
  it('hides a calendar feed token, keeping the rest of the address', () => {
    expect(loggableUrl('/calendar/k3Y_secret-Token.ics')).toBe('/calendar/[redacted].ics');
    expect(loggableUrl('/calendar/k3Y_secret-Token.ics?scope=mine')).toBe('/calendar/[redacted].ics?scope=mine');
    expect(loggableUrl('/calendar/k3Y_secret-Token')).toBe('/calendar/[redacted]');
    expect(loggableUrl('/calendar/k3Y_secret-Token/')).toBe('/calendar/[redacted]/');
  });

  it('leaves every other address as it is', () => {
    for (const url of ['/api/calendar/feed', '/api/calendar/feed/rotate', '/api/dossiers?q=calendar', '/', '/calendar/']) {
      expect(loggableUrl(url)).toBe(url);
    }
  });
});
