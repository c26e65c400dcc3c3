import type { AgendaItem } from '@cabinet/shared';
import { describe, expect, it } from 'vitest';
import { groupByDay } from './group-by-day';
import { addDays, daysBetween, isCalendarDate, todayInZone } from './office-dates';

describe('office dates', () => {
  it('takes today in the office time zone, not the browser one', () => {
    const lateEveningUtc = new Date('2026-03-31T23:30:00Z');
    expect(todayInZone('UTC', lateEveningUtc)).toBe('2026-03-31');
    expect(todayInZone('Asia/Tokyo', lateEveningUtc)).toBe('2026-04-01');
    expect(todayInZone('America/New_York', lateEveningUtc)).toBe('2026-03-31');
  });

  it('adds days across months and years, and counts them', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-01-01', '2026-12-31')).toBe(364);
  });

  it('recognises real calendar dates only', () => {
    expect(isCalendarDate('2026-02-28')).toBe(true);
    expect(isCalendarDate('2026-02-30')).toBe(false);
    expect(isCalendarDate('tomorrow')).toBe(false);
    expect(isCalendarDate(null)).toBe(false);
  });
});

describe('groupByDay', () => {
  const item = (id: number, day: string): AgendaItem => ({
    kind: 'action',
    version: 1,
    modified_at: '2026-07-01T09:00:00.000Z',
    id_action: id,
    fk_dossier: 1,
    fk_assignee: null,
    fk_responsible: null,
    ref_dossier_bureau: 1,
    date_action: day,
    date_prochaine: null,
    contenu: null,
    fk_type_action: null,
    type_libelle: null,
    matched: 'date_action',
    agenda_date: day,
    agenda_key: `action-${id}-date_action`,
    client_name: null,
    client_name_ar: null,
    tribunal_nom: null,
    tribunal_nom_ar: null,
  });

  it('puts each action under the day it falls on, days in calendar order', () => {
    const days = groupByDay([item(1, '2026-07-04'), item(2, '2026-07-03'), item(3, '2026-07-04')]);
    expect(days.map((d) => [d.date, d.items.map((i) => (i.kind === 'action' ? i.id_action : i.id_deadline))])).toEqual([
      ['2026-07-03', [2]],
      ['2026-07-04', [1, 3]],
    ]);
  });
});
