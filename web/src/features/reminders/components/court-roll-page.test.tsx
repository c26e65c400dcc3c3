import { ROLL_PDF_MAX_HEARINGS } from '@cabinet/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fetchByPath, renderRoute } from '../../../test/render-route';
import { setUpComponentTests } from '../../../test/component-tests';
import { CourtRollPage } from './court-roll-page';

setUpComponentTests();

const hearing = (i: number) => ({
  id_action: i,
  fk_dossier: 1,
  ref_dossier_bureau: 100 + i,
  num_dossier_tribunal: null,
  parties: null,
  type_libelle: null,
  contenu: `Audience ${i}`,
  attendee: null,
});
/** A roll of `total` hearings, two of them listed (the page decides from the total). */
const rollOf = (total: number) => ({
  date: '2031-01-10',
  total,
  groups: [{ fk_tribunal: 1, tribunal_nom: 'Tribunal de première instance', tribunal_ville: 'Rabat', hearings: [hearing(1), hearing(2)] }],
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
});
