import { describe, expect, it } from 'vitest';
import { nextHearing, type HearingAction } from './next-hearing';

const action = (id: number, date_action: string, fields: Partial<HearingAction> = {}) => ({ id_action: id, date_action, date_prochaine: null, ...fields }) as HearingAction;

describe('the next hearing of a dossier', () => {
  it('is the earliest date from today: an action’s own (with its time and room) or the next date one names', () => {
    const actions = [
      action(1, '2026-11-02', { date_prochaine: '2026-12-07' }),
      action(2, '2026-12-14', { hearing_time: '09:00', room: '3' }),
      action(3, '2026-11-20'),
    ];
    expect(nextHearing(actions, '2026-11-25')).toMatchObject({ date: '2026-12-07', time: null, action: { id_action: 1 } });
    expect(nextHearing(actions, '2026-12-08')).toMatchObject({ date: '2026-12-14', time: '09:00', room: '3' });
    expect(nextHearing(actions, '2026-12-15')).toBeNull();
  });

  it('on one day, takes the earlier time, and counts today', () => {
    const actions = [action(1, '2026-11-25', { hearing_time: '11:30' }), action(2, '2026-11-25', { hearing_time: '09:15' })];
    expect(nextHearing(actions, '2026-11-25')).toMatchObject({ time: '09:15', action: { id_action: 2 } });
  });
});
