import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setUpComponentTests } from '../test/component-tests';
import { fetchByPath, jsonResponse, renderRoute } from '../test/render-route';
import { WhatsAppClientButton } from './whatsapp-client-button';

setUpComponentTests();

const link = (id: number, role: string, name: string) => ({ id_party: id, name, name_ar: null, kind: 'person', national_id: null, role });
const party = (id: number, name: string, phone: string | null) => ({ id_party: id, kind: 'person', name, name_ar: null, national_id: null, phone, email: null, address: null, note: null, language: 'fr', version: 1 });

/** The dossier's parties (links and records), and the notify-link's answer; every request recorded. */
function stub(links: ReturnType<typeof link>[], parties: ReturnType<typeof party>[], notify: () => Response = () => jsonResponse({ url: 'https://wa.me/212600000001?text=Audience' })) {
  const asked: URL[] = [];
  const answer = fetchByPath({ '/api/dossiers/5/parties': { items: links, total: links.length }, ...Object.fromEntries(parties.map((p) => [`/api/parties/${p.id_party}`, p])) });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      asked.push(url);
      return url.pathname.endsWith('/notify-link') ? notify() : answer(input);
    }),
  );
  return asked;
}

/** The links the button clicked open, with their target and rel. */
function watchOpenedLinks() {
  const opened: { href: string; target: string; rel: string }[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    opened.push({ href: this.href, target: this.target, rel: this.rel });
  });
  return opened;
}

const render = () => {
  renderRoute(() => <WhatsAppClientButton actionId={12} dossierId={5} context="#1001" />, { path: '/' });
  return userEvent.setup({ delay: null });
};

describe('WhatsApp the client', { timeout: 20_000 }, () => {
  it('opens the client’s WhatsApp link in a new tab, without giving it this page', async () => {
    const asked = stub([link(7, 'client', 'Wafa Assurance'), link(8, 'adverse', 'Ahmed Benali')], [party(7, 'Wafa Assurance', '+212600000001'), party(8, 'Ahmed Benali', '+212611111111')]);
    const opened = watchOpenedLinks();
    const user = render();
    await user.click(screen.getByRole('button', { name: 'WhatsApp the client #1001' }));
    await waitFor(() => expect(opened).toHaveLength(1));
    expect(opened[0]).toEqual({ href: 'https://wa.me/212600000001?text=Audience', target: '_blank', rel: 'noopener noreferrer' });
    const notify = asked.find((url) => url.pathname === '/api/actions/12/notify-link')!;
    expect(notify.searchParams.get('party')).toBe('7');
    expect(await screen.findByText('WhatsApp opened in a new tab')).toBeInTheDocument();
    // Should the browser have blocked the new tab, the toast opens it by hand, the same way.
    const again = screen.getByRole('link', { name: 'Open WhatsApp again' });
    expect(again).toHaveAttribute('href', 'https://wa.me/212600000001?text=Audience');
    expect(again).toHaveAttribute('rel', 'noopener noreferrer');
    expect(again).toHaveAttribute('target', '_blank');
  });

  it('asks which client when several have a phone, and never offers the other side', async () => {
    const asked = stub(
      [link(7, 'client', 'Wafa Assurance'), link(9, 'client', 'Atlas Assurances'), link(8, 'adverse', 'Ahmed Benali')],
      [party(7, 'Wafa Assurance', '+212600000001'), party(9, 'Atlas Assurances', '+212622222222'), party(8, 'Ahmed Benali', '+212611111111')],
    );
    const opened = watchOpenedLinks();
    const user = render();
    await user.click(screen.getByRole('button', { name: /WhatsApp the client/ }));
    const dialog = await screen.findByRole('dialog', { name: 'WhatsApp the client' });
    expect(within(dialog).queryByText('Ahmed Benali')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /Atlas Assurances/ }));
    await waitFor(() => expect(opened).toHaveLength(1));
    expect(asked.find((url) => url.pathname.endsWith('/notify-link'))!.searchParams.get('party')).toBe('9');
  });

  it('says clearly that the client has no phone number, and where to add it', async () => {
    const asked = stub([link(7, 'client', 'Wafa Assurance'), link(8, 'adverse', 'Ahmed Benali')], [party(7, 'Wafa Assurance', null), party(8, 'Ahmed Benali', '+212611111111')]);
    const opened = watchOpenedLinks();
    const user = render();
    await user.click(screen.getByRole('button', { name: /WhatsApp the client/ }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("\u2068Wafa Assurance\u2069 has no phone number in Cabinet. Add it on the party's page, then try again.");
    expect(within(alert).getByRole('link', { name: 'Add the phone number' })).toHaveAttribute('href', '/parties/7/edit');
    expect(asked.some((url) => url.pathname.endsWith('/notify-link'))).toBe(false);
    expect(opened).toEqual([]);
  });

  it('opens nothing but WhatsApp', async () => {
    stub([link(7, 'client', 'Wafa Assurance')], [party(7, 'Wafa Assurance', '+212600000001')], () => jsonResponse({ url: 'https://evil.example/' }));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const opened = watchOpenedLinks();
    const user = render();
    await user.click(screen.getByRole('button', { name: /WhatsApp the client/ }));
    expect(await screen.findByText('WhatsApp could not be opened. Try again.')).toBeInTheDocument();
    expect(opened).toEqual([]);
  });
});
