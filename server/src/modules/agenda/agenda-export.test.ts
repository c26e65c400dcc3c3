import { readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addAction, createDossier } from '../../../test/case-fixtures';
import { startServerWithAdmin, type TestClient, type TestServer } from '../../../test/harness';
import { buildCalendar } from './export-ics';
import { expectAttachment } from '../../../test/response-expectations';

let server: TestServer;
let admin: TestClient;
let first: { id_action: number };
let second: { id_action: number };
beforeEach(async () => {
  ({ server, admin } = await startServerWithAdmin({ at: '2026-11-21T09:00:00Z', settings: { timezone: 'UTC' } }));
  const dossier = await createDossier(admin, { ref_dossier_bureau: 1234 });
  first = await addAction(admin, dossier.id_dossier, {
    date_action: '2026-11-22',
    fk_type_action: 73,
    contenu: '<script>alert("x")</script> & co, "quoted"; line\nbreak',
  });
  second = await addAction(admin, dossier.id_dossier, {
    date_action: '2026-11-01',
    date_prochaine: '2026-11-22',
    contenu: '=HYPERLINK("http://evil")',
  });
});
afterEach(() => server.close());

const download = (query: string) => admin.get(`/api/agenda/export?${query}`);

describe('agenda downloads', () => {
  it('sends every format as an attachment named after the day', async () => {
    const expected = { txt: 'text/plain', html: 'text/html', csv: 'text/csv', ics: 'text/calendar' };
    for (const [format, type] of Object.entries(expected)) {
      expectAttachment(await download(`format=${format}`), `${type}; charset=utf-8`, `cabinet-agenda-2026-11-22.${format}`);
    }
    const range = await download('format=csv&from=2026-11-20&to=2026-11-30');
    expect(range.headers['content-disposition']).toBe('attachment; filename="cabinet-agenda-2026-11-20_2026-11-30.csv"');
    expect((await download('format=pdf')).statusCode).toBe(400);
  });

  it('writes plain text lines', async () => {
    const text = (await download('format=txt')).body;
    const lines = text.split('\n');
    expect(lines[0]).toBe('Actions for tomorrow, Sunday 22 November 2026');
    expect(lines[1]).toBe('2 actions');
    expect(lines[3]).toBe(
      'Sunday 22 November 2026 | Action date | #1234 | Hearing | <script>alert("x")</script> & co, "quoted"; line break',
    );
    expect(lines[4]).toBe('Sunday 22 November 2026 | Next date | #1234 |  | =HYPERLINK("http://evil")');
  });

  it('escapes all user text in the HTML page', async () => {
    const html = (await download('format=html&lang=fr')).body;
    expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(html).toContain('<html lang="fr" dir="ltr">');
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; co');
    expect(html).toContain('<th>Contenu</th>');
    expect(html).toContain('<h1>Actions de demain, dimanche 22 novembre 2026</h1>');
    const arabic = (await download('format=html&lang=ar')).body;
    expect(arabic).toContain('<html lang="ar" dir="rtl">');
    expect(arabic).toContain('إجراءات الغد');
    // A default type is named in the export's language.
    expect(arabic).toContain('<td>جلسة</td>');
    expect(html).toContain('<td>Audience</td>');
  });

  it('names a type without a translation in that language by its own label', async () => {
    await admin.patch('/api/action-types/73', { libelle: 'Audience de plaidoirie', labels: { ar: 'جلسة المرافعة' } });
    const english = (await download('format=txt')).body.split('\n');
    expect(english[3]).toContain('| Audience de plaidoirie |');
    expect((await download('format=txt&lang=ar')).body).toContain('| جلسة المرافعة |');
  });

  it('writes CSV with a BOM, RFC 4180 quoting and no formulas', async () => {
    const res = await download('format=csv');
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const rows = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(rows[0]).toBe('Date,Matched on,Dossier,Type,Content');
    expect(rows[1]).toBe('2026-11-22,Action date,#1234,Hearing,"<script>alert(""x"")</script> & co, ""quoted""; line\nbreak"');
    expect(rows[2]).toBe(`2026-11-22,Next date,#1234,,"'=HYPERLINK(""http://evil"")"`);
    expect(rows[3]).toBe('');
  });

  it('writes an iCalendar with all-day events, stable UIDs, escaping and folding', async () => {
    const res = await download('format=ics');
    const ics = res.body;
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/\n/);
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    const unfolded = ics.replace(/\r\n /g, '');
    expect(unfolded).toContain(`UID:action-${first.id_action}-date_action@cabinet`);
    expect(unfolded).toContain(`UID:action-${second.id_action}-date_prochaine@cabinet`);
    expect(unfolded).toContain('DTSTART;VALUE=DATE:20261122\r\nDTEND;VALUE=DATE:20261123');
    expect(unfolded).toContain('DTSTAMP:20261121T090000Z');
    expect(unfolded).toContain('SUMMARY:#1234 – Hearing');
    expect(unfolded).toContain('DESCRIPTION:Action date\\n<script>alert("x")</script> & co\\, "quoted"\\; line\\nbreak');
    expect(unfolded.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    server.clock.advance(60_000);
    const again = (await download('format=ics')).body.replace(/\r\n /g, '');
    expect(again.match(/UID:.*/g)).toEqual(unfolded.match(/UID:.*/g));
  });

  it('folds at 75 octets without splitting a character', () => {
    const contenu = 'é'.repeat(60) + 'ع'.repeat(60);
    const ics = buildCalendar(
      [
        {
          kind: 'action',
          id_action: 1,
          fk_dossier: 1,
          ref_dossier_bureau: 7,
          date_action: '2026-11-22',
          date_prochaine: null,
          contenu,
          fk_type_action: null,
          type_libelle: null,
          fk_assignee: null,
          fk_responsible: null,
          matched: 'date_action',
          agenda_date: '2026-11-22',
          version: 1,
          modified_at: '2026-11-21T09:00:00.000Z',
        },
      ],
      { lang: 'ar', date: (iso) => iso, generatedAt: new Date('2026-11-21T09:00:00Z') },
    );
    const lines = ics.split('\r\n');
    for (const line of lines) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(ics).not.toContain('\uFFFD');
    expect(ics.replace(/\r\n /g, '')).toContain(`DESCRIPTION:تاريخ الإجراء\\n${contenu}`);
  });

  it('titles and references are whole sentences in each language, not labels glued to a range', async () => {
    const range = 'from=2026-11-22&to=2026-11-28';
    expect((await download(`format=txt&${range}&lang=en`)).body.split('\n')[0]).toBe(
      'Agenda from Sunday 22 November 2026 to Saturday 28 November 2026',
    );
    expect((await download(`format=txt&${range}&lang=fr`)).body.split('\n')[0]).toBe(
      'Agenda du dimanche 22 novembre 2026 au samedi 28 novembre 2026',
    );
    const arabic = (await download(`format=txt&${range}&lang=ar`)).body.split('\n');
    expect(arabic[0]).toBe('المفكرة من الأحد 22 نونبر 2026 إلى السبت 28 نونبر 2026');
    expect(arabic[1]).toBe('إجراءان');
    expect(arabic.some((line) => line.includes('رقم 1234'))).toBe(true);
    expect((await download(`format=txt&${range}&lang=fr`)).body).toContain('n°\u00a01234');
    // A spreadsheet keeps ISO dates, which it sorts and reads as dates.
    expect((await download(`format=csv&${range}&lang=ar`)).body).toContain('2026-11-22;');
  });

  it('writes the office’s Arabic month names', async () => {
    await admin.patch('/api/settings', { arabic_months: 'tn' });
    try {
      const arabic = (await download('format=txt&from=2026-08-14&to=2026-08-14&lang=ar')).body.split('\n');
      expect(arabic[0]).toBe('المفكرة ليوم الجمعة 14 أوت 2026');
    } finally {
      await admin.patch('/api/settings', { arabic_months: 'ma' });
    }
  });

  it('streams a long range from its job and leaves no temporary file behind', async () => {
    const leftovers = () => readdirSync(tmpdir()).filter((name) => name.startsWith('cabinet-agenda-'));
    const before = leftovers();
    // Over a week: read and rendered in a job process, sent from the file it wrote.
    const long = await download('format=txt&from=2026-10-25&to=2026-11-30');
    const short = await download('format=txt&from=2026-11-22&to=2026-11-28');
    expect(long.statusCode).toBe(200);
    expect(long.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(long.headers['content-disposition']).toBe('attachment; filename="cabinet-agenda-2026-10-25_2026-11-30.txt"');
    const itemsOf = (body: string) => body.split('\n').filter((line) => line.includes('1234'));
    // One line per action: the second on its own date (1 November) once the range holds it.
    const [hearing, nextDate] = itemsOf(short.body);
    expect(nextDate).toMatch(/^Sunday 22 November 2026 \| Next date \| .*HYPERLINK/);
    expect(itemsOf(long.body)).toEqual([expect.stringMatching(/^Sunday 1 November 2026 \| Action date \| .*HYPERLINK/), hearing]);
    // Other test files may be downloading at the same time: only a directory left behind for
    // good fails, theirs come and go.
    await expect.poll(() => leftovers().filter((name) => !before.includes(name))).toEqual([]);
  });
});
