import type { Deadline } from '@cabinet/shared';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n';
import { setUpComponentTests } from '../../../test/component-tests';
import { explanationLine } from './deadline-explanation';

setUpComponentTests();

/** A Moroccan appeal notified Fri 13 Nov 2026: 30 days franc end Mon 14 Dec... here on a holiday, carried to the 15th. */
const deadline: Deadline = {
  id: 1,
  fk_dossier: 1,
  ref_dossier_bureau: 4321,
  rule: { id: 2, label: 'Appel', labels: {}, legal_reference: null, legal_references: {}, service_mode: 'any' },
  trigger_action_id: 3,
  start_date: '2026-11-13',
  due_date: '2026-12-15',
  days_left: 30,
  status: 'open',
  completed_action_id: null,
  note: null,
  office_closed: false,
  moon: null,
  counted_with: { months: 0, days: 30, franc: true, country: 'MA', legacy: false },
  counting: {
    start: { kind: 'action', label: 'Notification du jugement', labels: { en: 'Notification of the judgment' } },
    nominal_date: '2026-12-14',
    skipped: [{ date: '2026-12-14', reason: 'Public holiday' }],
    current: true,
  },
  version: 1,
  modified_at: '2026-11-13T10:00:00Z',
};

describe('the one line that explains a due date', () => {
  it('says where the period starts, its length, the last day counted and each day off up to the due date', async () => {
    await i18n.loadNamespaces(['deadline-law', 'deadlines']);
    const t = i18n.getFixedT('en', 'deadline-law');
    expect(explanationLine(deadline, t, 'en')).toBe(
      'Notification of the judgment Fri, 13 Nov 2026; 30 days, franc: Mon, 14 Dec 2026; Public holiday → Tue, 15 Dec 2026; calendar of Morocco',
    );
    expect(
      explanationLine(
        {
          ...deadline,
          counted_with: { months: 2, days: 15, franc: false, country: 'FR', legacy: true },
          counting: { ...deadline.counting, skipped: [] },
        },
        t,
        'en',
      ),
    ).toMatch(
      /^Notification of the judgment Fri, 13 Nov 2026; 2 months then 15 days: Mon, 14 Dec 2026; calendar of France; counted on the office’s former calendar/,
    );
  });

  it('reads in French and Arabic', async () => {
    await i18n.changeLanguage('fr');
    await i18n.loadNamespaces(['deadline-law', 'deadlines']);
    expect(explanationLine(deadline, i18n.getFixedT('fr', 'deadline-law'), 'fr')).toBe(
      'Notification du jugement le ven. 13 nov. 2026 ; 30 jours, franc\u00a0: lun. 14 déc. 2026 ; Public holiday → mar. 15 déc. 2026 ; calendrier\u00a0: Maroc'.replace(
        / ; /g,
        '; ',
      ),
    );
    await i18n.changeLanguage('ar');
    await i18n.loadNamespaces(['deadline-law', 'deadlines']);
    const arabic = explanationLine(deadline, i18n.getFixedT('ar', 'deadline-law'), 'ar');
    expect(arabic).toContain('Notification du jugement بتاريخ');
    expect(arabic).toContain('30 يومًا، أجل كامل');
    expect(arabic).toContain('تقويم المغرب');
    await i18n.changeLanguage('en');
  });
});
