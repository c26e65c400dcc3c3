import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, renderReferenceRoute } from '../test-harness';
import { setUpComponentTests } from '../../../test/component-tests';

type FetchArgs = [string, RequestInit | undefined];

/** A fake API: the expertise types list, and whatever `answer` says for writes. */
function stubApi(answer: (url: string, init: RequestInit | undefined) => Response = () => json({}, 201)) {
  const fetchMock = vi.fn(async (...[url, init]: FetchArgs) => {
    if ((init?.method ?? 'GET') === 'GET' && url === '/api/expertise-types') return json({ items: [], total: 0 });
    return answer(url, init);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
const writes = (fetchMock: ReturnType<typeof stubApi>) => fetchMock.mock.calls.filter(([, init]) => (init?.method ?? 'GET') !== 'GET');

setUpComponentTests();

/** Opens the create form at `path` and presses Create with every field empty. */
async function submitEmptyForm(path: string) {
  const fetchMock = stubApi();
  const user = userEvent.setup({ delay: null });
  renderReferenceRoute(path);
  await user.click(await screen.findByRole('button', { name: 'Create' }));
  return { fetchMock, user };
}

// Typing in happy-dom is slow on a busy 2-core machine.
describe('reference create form', { timeout: 20_000 }, () => {
  it('shows the required-field messages of the shared schema and sends nothing', async () => {
    const { fetchMock } = await submitEmptyForm('/tribunal/new');

    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('City is required')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    expect(writes(fetchMock)).toEqual([]);
  });

  it('checks the email and sends every expert field once valid', async () => {
    const fetchMock = stubApi();
    const user = userEvent.setup({ delay: null });
    const { router } = renderReferenceRoute('/expert/new');

    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Hélène Dupré');
    await user.type(screen.getByRole('textbox', { name: 'Speciality' }), 'Automobile');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(writes(fetchMock)).toEqual([]);

    await user.clear(screen.getByRole('textbox', { name: 'Email' }));
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'helene@example.test');
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '+212 600 000 000');
    const arabicName = screen.getByRole('textbox', { name: 'Name in Arabic' });
    // Typed right to left, in Arabic, whatever the screen's language.
    expect(arabicName.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    expect(arabicName).toHaveAttribute('lang', 'ar');
    await user.type(arabicName, 'هيلين دوبري');
    await user.click(screen.getByRole('button', { name: 'Create' }));

    await waitFor(() => expect(writes(fetchMock)).toHaveLength(1));
    const [url, init] = writes(fetchMock)[0]!;
    expect(url).toBe('/api/experts');
    expect(JSON.parse(String(init?.body))).toEqual({
      nom: 'Hélène Dupré',
      nom_ar: 'هيلين دوبري',
      specialite: 'Automobile',
      tel: '+212 600 000 000',
      email: 'helene@example.test',
      adresse: '',
      fk_type_expertise: null,
    });
    expect(await screen.findByText('Expert Created')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/expert/list'));
  });

  it('says how to create an expertise type when none exists', async () => {
    stubApi();
    renderReferenceRoute('/expert/new');
    expect(await screen.findByText('No expertise type exists yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create an expertise type' })).toHaveAttribute('href', '/type_expertise/new');
  });

  it('asks which dossier field an action type with that effect fills', async () => {
    const { fetchMock, user } = await submitEmptyForm('/type_action/new');
    expect(await screen.findByText('Label is required')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Label' }), 'Appel');
    await user.click(screen.getByRole('radio', { name: /Fills a dossier field/ }));
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Choose the dossier field this action type fills')).toBeInTheDocument();
    expect(writes(fetchMock)).toEqual([]);
  });

  it('shows server field errors on their fields, translated', async () => {
    const fetchMock = stubApi(() =>
      json({ error: { code: 'validation_failed', message: 'Some fields are invalid', fields: { ville: 'City is required' } } }, 400),
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup({ delay: null });
    renderReferenceRoute('/tribunal/new');

    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'TPI Rabat');
    await user.type(screen.getByRole('textbox', { name: 'City' }), 'Rabat');
    await user.click(screen.getByRole('button', { name: 'Create' }));

    await waitFor(() => expect(writes(fetchMock)).toHaveLength(1));
    expect(await screen.findByText('City is required')).toBeInTheDocument();
    expect(screen.getByText(/Failed to create tribunal/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('TPI Rabat');
  });
});
