import type { ActionType } from '@cabinet/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoute } from '../../../../test/render-route';
import { aDossier } from '../../../../test/dossier-fixture';
import { DossierActions } from '../dossier-actions';
import { setUpComponentTests } from '../../../../test/component-tests';

const audit = { created_at: '2026-01-01T00:00:00Z', created_by: 1, modified_at: '2026-01-01T00:00:00Z', modified_by: 1, version: 1 };
const type = (
  id: number,
  libelle: string,
  effect: ActionType['effect'],
  dossier_field: ActionType['dossier_field'] = null,
): ActionType => ({
  id_type_action: id,
  libelle,
  description: null,
  effect,
  dossier_field,
  ...audit,
});
// Ids unlike the legacy ones: the form must follow each type's effect, not its id.
const TYPES = [
  type(501, 'Hearing', 'none'),
  type(502, 'Medical assessment', 'expertise'),
  type(503, 'Appeal filed', 'dossier_field', 'num_dossier_tribunal_a'),
];

const DOSSIER = aDossier({
  id_dossier: 7,
  ref_dossier_bureau: 1024,
  date_inscription_bureau: '2026-01-05',
  nom_responsable_civil: 'Hélène Benjelloun',
  num_dossier_tribunal_a: 'APP-2026-17',
});

const posted: unknown[] = [];

function mockApi() {
  posted.length = 0;
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    if (path === '/api/dossiers/7/actions' && init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      posted.push(body);
      const action = {
        id_action: 90,
        fk_dossier: 7,
        ref_dossier_bureau: 1024,
        fk_type_action: 501,
        type_libelle: 'Hearing',
        type_effect: 'none',
        type_dossier_field: null,
        expertise: null,
        ...body,
        ...audit,
      };
      return jsonResponse({ action, dossier: DOSSIER }, 201);
    }
    const answers: Record<string, unknown> = {
      '/api/action-types': { items: TYPES, total: TYPES.length },
      '/api/expertise-types': {
        items: [
          { id_type_expertise: 1, libelle: 'Medical', description: null, ...audit },
          { id_type_expertise: 2, libelle: 'Ballistics', description: null, ...audit },
        ],
        total: 2,
      },
      '/api/experts': {
        items: [
          {
            id_expert: 11,
            nom: 'Amal Zaki',
            specialite: 'Balistique',
            tel: null,
            email: null,
            adresse: null,
            fk_type_expertise: 2,
            ...audit,
          },
          {
            id_expert: 12,
            nom: 'Youssef Alami',
            specialite: 'Orthopédie',
            tel: null,
            email: null,
            adresse: null,
            fk_type_expertise: 1,
            ...audit,
          },
        ],
        total: 2,
      },
      '/api/settings/public': { office_name: 'Cabinet', timezone: 'UTC', currency: 'MAD', stale_months: 3 },
      '/api/dossiers/7/actions': { items: [], total: 0 },
      '/api/dossiers/7/stages': {
        items: [
          { id: 31, fk_dossier: 7, kind: 'appeal', file_number_text: '1457/1201/2026', status: 'open' },
          { id: 30, fk_dossier: 7, kind: 'first_instance', file_number_text: '12/1201/2025', status: 'closed' },
        ],
      },
    };
    return path in answers ? jsonResponse(answers[path]) : jsonResponse({ error: { code: 'not_found', message: 'Not found' } }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The dossier page's add-action form on the fake API: the API mock, and a user to drive the form. */
function openForm() {
  const fetchMock = mockApi();
  const user = userEvent.setup({ delay: null });
  const Page = () => <DossierActions dossier={DOSSIER} />;
  renderRoute(Page, { path: '/dossier/modify/:id', url: '/dossier/modify/7' });
  return { fetchMock, user };
}

async function chooseType(user: ReturnType<typeof userEvent.setup>, label: string) {
  const select = await screen.findByRole('combobox', { name: 'Action type' });
  // The types are data from the server: wait for them before opening the list.
  await waitFor(() => expect(select).toHaveAttribute('placeholder', 'Not Selected'));
  await user.click(select);
  await user.click(await screen.findByRole('option', { name: label, hidden: true }));
}

/** Fills in a hearing with these dates and presses Add action. */
async function addHearing(user: ReturnType<typeof userEvent.setup>, actionDate: string, nextDate: string) {
  await chooseType(user, 'Hearing');
  await user.type(screen.getByRole('textbox', { name: /^Action date/ }), actionDate);
  await user.type(screen.getByRole('textbox', { name: /^Next date/ }), nextDate);
  await user.type(screen.getByRole('textbox', { name: /^Content/ }), 'Hearing postponed');
  await user.click(screen.getByRole('button', { name: 'Add action' }));
}

setUpComponentTests();

describe('add-action form: the chosen type drives the fields', { timeout: 20_000 }, () => {
  it('shows the expertise fields for a type whose effect is expertise, and content becomes optional', async () => {
    const { user } = openForm();
    await screen.findByRole('heading', { name: 'Add an action' });
    expect(screen.queryByTestId('expertise-fields')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Content/ })).toBeRequired();

    await chooseType(user, 'Medical assessment');

    expect(await screen.findByTestId('expertise-fields')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Expertise type' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Expert' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Expertise fees' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Expertise content' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Content/ })).not.toBeRequired();
    expect(screen.queryByTestId('dossier-field-input')).not.toBeInTheDocument();
  });

  it("lists the chosen expertise type's experts first", async () => {
    const { user } = openForm();
    await chooseType(user, 'Medical assessment');
    const expert = await screen.findByRole('combobox', { name: 'Expert' });
    await user.click(expert);
    const names = async () => {
      await waitFor(() => expect(expert.getAttribute('aria-controls')).toBeTruthy());
      const listbox = document.getElementById(expert.getAttribute('aria-controls')!)!;
      return (await within(listbox).findAllByRole('option', { hidden: true })).map((o) => o.textContent);
    };
    expect(await names()).toEqual(['Amal Zaki (Balistique)', 'Youssef Alami (Orthopédie)']);
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('combobox', { name: 'Expertise type' }));
    await user.click(await screen.findByRole('option', { name: 'Medical', hidden: true }));
    await user.click(expert);
    expect(await names()).toEqual(['Youssef Alami (Orthopédie)', 'Amal Zaki (Balistique)']);
    expect(screen.getByText('Experts in this field')).toBeInTheDocument();
  });

  it("shows the one dossier field a type names, prefilled with the dossier's value", async () => {
    const { user } = openForm();
    await chooseType(user, 'Appeal filed');

    const field = await screen.findByRole('textbox', { name: 'Case number (appeal)' });
    expect(field).toHaveValue('APP-2026-17');
    expect(screen.queryByTestId('expertise-fields')).not.toBeInTheDocument();
  });

  it('requires the content for other types and sends nothing until it is given', async () => {
    const { fetchMock, user } = openForm();
    await chooseType(user, 'Hearing');
    await user.type(screen.getByRole('textbox', { name: /^Action date/ }), '2026-11-20');
    await user.click(screen.getByRole('button', { name: 'Add action' }));

    expect(await screen.findAllByText('Please fill in required fields.')).not.toHaveLength(0);
    expect(screen.getByRole('textbox', { name: /^Content/ })).toHaveAttribute('aria-invalid', 'true');
    expect(posted).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: /^Content/ }), 'Hearing postponed');
    await user.click(screen.getByRole('button', { name: 'Add action' }));

    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ date_action: '2026-11-20', fk_type_action: 501, contenu: 'Hearing postponed', date_prochaine: null });
    expect(await screen.findByText('Action Added')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/dossiers/7/actions', expect.objectContaining({ method: 'POST' }));
  });

  it('says which field is too long, rather than asking to fill in required fields', async () => {
    const { user } = openForm();
    await chooseType(user, 'Hearing');
    await user.type(screen.getByRole('textbox', { name: /^Action date/ }), '2026-11-20');
    await user.click(screen.getByRole('textbox', { name: /^Content/ }));
    await user.paste('x'.repeat(20_050));
    await user.click(screen.getByRole('button', { name: 'Add action' }));

    expect(await screen.findByText('“Content” is too long: 20,000 characters at most.')).toBeInTheDocument();
    expect(screen.queryByText('Please fill in required fields.')).not.toBeInTheDocument();
    expect(posted).toHaveLength(0);
  });

  it('asks before saving a next date that comes before the action date; Cancel sends nothing', async () => {
    const { user } = openForm();
    await addHearing(user, '2026-11-20', '2026-11-02');

    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(/The next date \(.+\) is before the action date \(.+\)\. Save anyway\?/);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(posted).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Add action' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Save anyway' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ date_action: '2026-11-20', date_prochaine: '2026-11-02' });
  });

  it('saves at once when the next date is on or after the action date', async () => {
    const { user } = openForm();
    await addHearing(user, '2026-11-20', '2026-11-20');
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});

describe('add-action form: a hearing’s time, room and level', { timeout: 20_000 }, () => {
  it('sends the time on the 24-hour clock as typed quickly, the room, and the chosen level', async () => {
    const { user } = openForm();
    await chooseType(user, 'Hearing');
    await user.type(screen.getByRole('textbox', { name: /^Action date/ }), '2026-11-30');
    await user.type(screen.getByRole('textbox', { name: /^Hearing time/ }), '930');
    await user.type(screen.getByRole('textbox', { name: /^Room/ }), 'Salle 3');
    const level = screen.getByRole('combobox', { name: /^Court level/ });
    await user.click(level);
    await waitFor(() => expect(level.getAttribute('aria-controls')).toBeTruthy());
    const options = await within(document.getElementById(level.getAttribute('aria-controls')!)!).findAllByRole('option', { hidden: true });
    // The dossier's levels in court order, each with its number isolated left to right.
    expect(options.map((o) => o.textContent)).toEqual(['First instance \u206612/1201/2025\u2069', 'Appeal \u20661457/1201/2026\u2069']);
    await user.click(options[1]!);
    await user.type(screen.getByRole('textbox', { name: /^Content/ }), 'Plaidoiries');
    await user.click(screen.getByRole('button', { name: 'Add action' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ date_action: '2026-11-30', hearing_time: '09:30', room: 'Salle 3', fk_stage: 31 });
  });

  it('refuses a time that is none, saying how to write it, and sends nothing', async () => {
    const { user } = openForm();
    await chooseType(user, 'Hearing');
    await user.type(screen.getByRole('textbox', { name: /^Action date/ }), '2026-11-30');
    await user.type(screen.getByRole('textbox', { name: /^Hearing time/ }), '25:00');
    await user.type(screen.getByRole('textbox', { name: /^Content/ }), 'Plaidoiries');
    await user.click(screen.getByRole('button', { name: 'Add action' }));
    expect(await screen.findByText('Enter a time on the 24-hour clock, such as 09:30 or 14:00')).toBeInTheDocument();
    expect(screen.getByText(/Check these fields: Hearing time/)).toBeInTheDocument();
    expect(posted).toHaveLength(0);
  });

  it('sends no time, room nor level when none is given', async () => {
    const { user } = openForm();
    await addHearing(user, '2026-11-20', '2026-11-20');
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ hearing_time: null, room: null, fk_stage: null });
  });
});
