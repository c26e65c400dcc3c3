import { describe, expect, it } from 'vitest';
import { loggableUrl, serializeError } from './log-serializers';

describe('loggableUrl', () => {
  it('hides a calendar feed token, keeping the rest of the address', () => {
    expect(loggableUrl('/calendar/k3Y_secret-Token.ics')).toBe('/calendar/[redacted].ics');
    expect(loggableUrl('/calendar/k3Y_secret-Token.ics?scope=mine')).toBe('/calendar/[redacted].ics?scope=mine');
    expect(loggableUrl('/calendar/k3Y_secret-Token')).toBe('/calendar/[redacted]');
    expect(loggableUrl('/calendar/k3Y_secret-Token/')).toBe('/calendar/[redacted]/');
  });

  it('hides what was searched for (names, national ids), keeping paging, dates and choices', () => {
    expect(loggableUrl('/api/conflicts?name=Benjelloun%20Karim&national_id=K102852')).toBe(
      '/api/conflicts?name=[redacted]&national_id=[redacted]',
    );
    expect(loggableUrl('/api/dossiers?q=%D8%A7%D9%84%D8%B9%D9%84%D9%88%D9%8A&page=2&page_size=25&sort=-date_inscription_bureau')).toBe(
      '/api/dossiers?q=[redacted]&page=2&page_size=25&sort=-date_inscription_bureau',
    );
    expect(loggableUrl('/api/agenda?from=2026-11-25&to=2026-11-30&mine=true')).toBe('/api/agenda?from=2026-11-25&to=2026-11-30&mine=true');
    expect(loggableUrl('/api/parties?q=trans-atlas&unknown=x&flag')).toBe('/api/parties?q=[redacted]&unknown=[redacted]&flag');
  });

  it('leaves addresses without a secret as they are', () => {
    for (const url of [
      '/api/calendar/feed',
      '/api/calendar/feed/rotate',
      '/api/dossiers/15',
      '/',
      '/calendar/',
      '/api/audit?entity=dossier&entity_id=4',
    ]) {
      expect(loggableUrl(url)).toBe(url);
    }
  });
});

describe('serializeError', () => {
  it("keeps what says what failed, not a database error's quoted values", () => {
    const cause = new Error('connection reset');
    const error = Object.assign(new Error('null value in column "name" of relation "party" violates not-null constraint', { cause }), {
      code: '23502',
      table: 'party',
      column: 'name',
      detail: 'Failing row contains (12, person, null, بنجلون, K102852, 0661223344).',
    });
    const logged = serializeError(error);
    expect(logged).toMatchObject({ type: 'Error', code: '23502', table: 'party', column: 'name' });
    // The cause is kept, as pino keeps it: in the message and after the stack.
    expect(logged.message).toBe(`${error.message}: connection reset`);
    expect(logged.stack).toContain(`${error.stack}\ncaused by: Error: connection reset`);
    expect(JSON.stringify(logged)).not.toMatch(/K102852|Failing row/);
  });

  it('leaves anything that is not an error as it is', () => {
    expect(serializeError('a message' as unknown as Error)).toBe('a message');
  });
});
