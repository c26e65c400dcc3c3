import { ROLL_PDF_MAX_HEARINGS } from '@cabinet/shared';
import { screen } from '@testing-library/react';
import { within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n';
import { getLtrValue } from '../../../test/ltr-value';
import { fetchByPath, renderRoute } from '../../../test/render-route';
import { setUpComponentTests } from '../../../test/component-tests';
import { CourtRollPage } from './court-roll-page';

setUpComponentTests();

const hearing = (i: number) => ({
  id_action: i,
  fk_dossier: 1,
  ref_dossier_bureau: 100 + i,
  num_dossier_tribunal: null,
  parties: [],
  type_libelle: null,
  contenu: `Audience ${i}`,
  attendee: null,
});
/**
 * A roll of `rows` actions, two of them listed: the page decides from `rows`, as the server does
 * (`total` counts the dossiers heard, and a dossier may have several actions on the day).
 */
const rollOf = (rows: number) => ({
  date: '2031-01-10',
  total: 1,
  rows,
  groups: [{ fk_tribunal: 1, tribunal_nom: 'Tribunal de première instance', tribunal_nom_ar: null, tribunal_ville: 'Rabat', hearings: [hearing(1), hearing(2)] }],
});

describe('CourtRollPage', () => {
  it('offers the PDF of a roll it can hold', async () => {
    vi.stubGlobal('fetch', vi.fn(fetchByPath({ '/api/agenda/roll': rollOf(2) })));
    renderRoute(CourtRollPage, { path: '/agenda/roll', url: '/agenda/roll?date=2031-01-10' });
    const pdf = await screen.findByRole('link', { name: 'Download PDF' });
    expect(pdf.getAttribute('href')).toContain('format=pdf');
    expect(screen.queryByText(/A PDF holds at most/)).not.toBeInTheDocument();
  });

  it('says why a roll too long for one PDF is to be printed instead, and offers no PDF link', async () => {
    vi.stubGlobal('fetch', vi.fn(fetchByPath({ '/api/agenda/roll': rollOf(ROLL_PDF_MAX_HEARINGS + 1) })));
    renderRoute(CourtRollPage, { path: '/agenda/roll', url: '/agenda/roll?date=2031-01-10' });
    const hint = await screen.findByText(
      `A PDF holds at most ${ROLL_PDF_MAX_HEARINGS} hearings. Use Print instead: your browser can also save the page as a PDF.`,
    );
    expect(screen.queryByRole('link', { name: 'Download PDF' })).not.toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Download PDF' });
    expect(button).toBeDisabled();
    expect(button.getAttribute('aria-describedby')).toBe(hint.id);
    expect(screen.getByRole('link', { name: 'Print' })).toBeInTheDocument();
  });

  describe('a hearing on the roll', () => {
    afterEach(async () => {
      if (i18n.language !== 'en') await i18n.changeLanguage('en');
    });
    const roll = {
      date: '2031-01-10',
      total: 2,
      rows: 2,
      groups: [
        {
          fk_tribunal: 1,
          tribunal_nom: 'Cour d’appel de Rabat',
          tribunal_nom_ar: 'محكمة الاستئناف بالرباط',
          tribunal_ville: 'Rabat',
          hearings: [
            {
              ...hearing(1),
              num_dossier_tribunal: '12/1201/2025',
              hearing_time: '09:00',
              room: 'Salle 2',
              stage: { kind: 'appeal', file_number_text: '1457/1201/2026' },
              parties: [
                { role: 'client', name: 'Wafa Assurance', name_ar: 'وفا للتأمين' },
                { role: 'adverse', name: 'Ahmed Benali', name_ar: 'أحمد بنعلي' },
                { role: 'victim', name: 'Sara Idrissi', name_ar: null },
              ],
            },
            { ...hearing(2), num_dossier_tribunal: '99/1201/2024', hearing_time: '10:30', room: null, stage: null },
          ],
        },
      ],
    };

    it('shows its time, room, the number of its level and its parties by role, in the order the server sends', async () => {
      vi.stubGlobal('fetch', vi.fn(fetchByPath({ '/api/agenda/roll': roll })));
      renderRoute(CourtRollPage, { path: '/agenda/roll', url: '/agenda/roll?date=2031-01-10' });
      const rows = await screen.findAllByTestId('roll-row');
      expect(rows.map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual(['09:00', '10:30']);
      const first = within(rows[0]!);
      expect(first.getByText('Salle 2')).toBeInTheDocument();
      expect(first.getByText('Appeal')).toBeInTheDocument();
      // At an appeal hearing the case is called under its appeal number, not the first instance's.
      expect(first.getByTestId('roll-number')).toHaveTextContent('1457/1201/2026');
      expect(first.queryByText('12/1201/2025')).not.toBeInTheDocument();
      expect(first.getByText(/Client.*Wafa Assurance/)).toBeInTheDocument();
      expect(first.getByText(/Adverse party.*Ahmed Benali/)).toBeInTheDocument();
      expect(first.getByText(/Victim.*Sara Idrissi/)).toBeInTheDocument();
      // A hearing without a level keeps the dossier's number.
      expect(within(rows[1]!).getByTestId('roll-number')).toHaveTextContent('99/1201/2024');
      expect(first.getByRole('button', { name: /^WhatsApp the client/ })).toBeInTheDocument();
    });

    it('names the parties and the court in Arabic for an Arabic reader, the number still left to right', async () => {
      vi.stubGlobal('fetch', vi.fn(fetchByPath({ '/api/agenda/roll': roll })));
      await i18n.changeLanguage('ar');
      renderRoute(CourtRollPage, { path: '/agenda/roll', url: '/agenda/roll?date=2031-01-10' });
      const rows = await screen.findAllByTestId('roll-row');
      const first = within(rows[0]!);
      expect(first.getByText(/وفا للتأمين/)).toBeInTheDocument();
      expect(first.getByText(/أحمد بنعلي/)).toBeInTheDocument();
      expect(first.getByText(/Sara Idrissi/)).toBeInTheDocument();
      expect(getLtrValue('1457/1201/2026')).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: /محكمة الاستئناف بالرباط/ })).toBeInTheDocument();
    });
  });
});
