import { foldText } from '@cabinet/shared';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addAction, createDossier } from '../../../test/case-fixtures';
import { up as rebuildSearchText } from '../../db/migrations/012-search-numbers';
import { onPostgres, startServerWithAdmin, type TestClient, type TestServer } from '../../../test/harness';

let server: TestServer;
let admin: TestClient;
beforeEach(async () => ({ server, admin } = await startServerWithAdmin()));
afterEach(() => server.close());

const search = async (q: string) =>
  ((await admin.get(`/api/dossiers?q=${encodeURIComponent(q)}`)).json() as { items: { ref_dossier_bureau: number }[] }).items.map(
    (d) => d.ref_dossier_bureau,
  );

describe('the search index (migration 003) follows every write', () => {
  it('finds the new text and no longer the old after an edit, an action that fills a number, the trash and a purge', async () => {
    const dossier = await createDossier(admin, { ref_dossier_bureau: 501, nom_responsable_civil: 'Éric Lefèvre' });
    expect(await search('lefevre')).toEqual([501]);

    await admin.patch(`/api/dossiers/${dossier.id_dossier}`, { version: dossier.version, nom_responsable_civil: 'Fatima Benjelloun' });
    expect(await search('lefevre')).toEqual([]);
    expect(await search('benjelloun')).toEqual([501]);

    // "PV tribunal" (legacy id 63) writes its value into num_pv_tribunal, which search reads.
    await addAction(admin, dossier.id_dossier, { date_action: '2026-01-10', fk_type_action: 63, dossier_field_value: 'PV-7781/2026' });
    expect(await search('pv-7781')).toEqual([501]);

    await admin.delete(`/api/dossiers/${dossier.id_dossier}`);
    expect(await search('benjelloun')).toEqual([]);
    await admin.post(`/api/trash/dossiers/${dossier.id_dossier}/restore`);
    expect(await search('benjelloun')).toEqual([501]);

    await admin.delete(`/api/dossiers/${dossier.id_dossier}`);
    expect((await admin.delete(`/api/trash/dossiers/${dossier.id_dossier}`)).statusCode).toBe(204);
    expect(await search('benjelloun')).toEqual([]);
  });

  it('takes the query as plain text, whatever characters the index syntax gives a meaning to', async () => {
    await createDossier(admin, { ref_dossier_bureau: 601, accusation: 'dit "NEAR" (AND) * OR: x-y^z' });
    await createDossier(admin, { ref_dossier_bureau: 602, nom_responsable_civil: 'محمد العلوي' });
    for (const q of ['"near"', 'near" (and', '(and) *', 'or: x-y^z', '* or', 'x-y']) expect(await search(q), q).toEqual([601]);
    // Nothing but punctuation: no text to look for.
    expect(await search('"')).toEqual([]);
    expect(await search('العلوي')).toEqual([602]);
    expect(await search('لعل')).toEqual([602]);
    // Shorter than a trigram: answered by a scan, with the same result.
    expect(await search('لو')).toEqual([602]);
    expect(await search('qz')).toEqual([]);
    expect(await search('x-')).toEqual([601]);
  });

  it('agrees with a plain substring scan on many dossiers', async () => {
    const names = [
      'Hélène Dupré',
      'Héloïse Dupont',
      'Benoît Benjelloun',
      'Zoé Ben',
      'Anaïs El Idrissi',
      'Noël Lévêque',
      'bénédicte',
      'ELENA',
    ];
    for (const [i, name] of names.entries())
      await createDossier(admin, { ref_dossier_bureau: 700 + i, nom_responsable_civil: name, num_police: `P-${i}${i}0` });
    const db = server.database.db;
    for (const q of ['hel', 'ele', 'dup', 'ben', 'benj', 'elo', 'eve', 'e b', 'p-11', '00', 'lena', 'idrissi', 'zzz']) {
      const pattern = `%${foldText(q)}%`;
      const expected = (
        await db
          .selectFrom('dossier')
          .select('ref_dossier_bureau')
          .where(sql<boolean>`search_text like ${pattern}`)
          .where('deleted_at', 'is', null)
          .orderBy('id_dossier', 'desc')
          .execute()
      ).map((r) => r.ref_dossier_bureau);
      expect(await search(q), q).toEqual(expected);
    }
  });
});

describe('a search of several words', () => {
  type Listed = { items: { ref_dossier_bureau: number; client_name: string | null }[]; total: number };
  const list = async (query: string) => (await admin.get(`/api/dossiers?${query}`)).json() as Listed;
  const party = async (name: string) => (await admin.post('/api/parties', { kind: 'organisation', name })).json() as { id_party: number };
  const linked = async (ref: number, names: string[], fields: Record<string, unknown> = {}) => {
    const dossier = await createDossier(admin, { ref_dossier_bureau: ref, ...fields });
    for (const name of names)
      expect(
        (await admin.post(`/api/dossiers/${dossier.id_dossier}/parties`, { id_party: (await party(name)).id_party, role: 'client' }))
          .statusCode,
      ).toBe(201);
    return dossier;
  };

  it('matches the folded words as one run of text inside one field or name, as a plain substring scan does', async () => {
    await linked(1301, ['Société Trans-Atlas']);
    await linked(1302, ['Atlas Trans']);
    // The two words, but in two names, or in two fields: no run of text holds both.
    await linked(1303, ['Trans', 'Atlas Voyages']);
    await linked(1304, [], { nom_responsable_civil: 'Garage Trans', accusation: 'Atlas' });
    await linked(1305, ['Transports Atlas']);
    await linked(1306, [], { nom_responsable_civil: 'TRANS ATLAS logistique' });
    // A word cut elsewhere folds to the same letters, which is what the rule compares.
    await linked(1307, ['Tran Satlas']);
    const db = server.database.db;
    const cases: [string, number[]][] = [
      ['trans atlas', [1307, 1306, 1301]],
      ['Trans-Atlas', [1307, 1306, 1301]],
      ['atlas trans', [1302]],
      ['trans atlas voyages', []],
      ['transports atlas', [1305]],
      ['garage trans', [1304]],
      ['trans garage', []],
    ];
    for (const [q, refs] of cases) {
      const scanned = (
        await db
          .selectFrom('dossier')
          .select('ref_dossier_bureau')
          .where(sql<boolean>`search_text like ${`%${foldText(q)}%`}`)
          .where('deleted_at', 'is', null)
          .orderBy('id_dossier', 'desc')
          .execute()
      ).map((r) => r.ref_dossier_bureau);
      expect(scanned, q).toEqual(refs);
      expect(await search(q), q).toEqual(refs);
      // A page of one: the total is counted, not taken from a short page.
      const first = await list(`q=${encodeURIComponent(q)}&page_size=1`);
      expect(first.total, q).toBe(refs.length);
      expect(
        first.items.map((d) => d.ref_dossier_bureau),
        q,
      ).toEqual(refs.slice(0, 1));
    }
  });

  it('names the same client on the page read from the index as on any other page', async () => {
    await linked(1401, ['Atlas Nord', 'Atlas Sud']);
    await linked(1402, ['Atlas Est']);
    await linked(1403, []);
    await createDossier(admin, { ref_dossier_bureau: 1404, nom_responsable_civil: 'Atlas sans client' });
    const indexed = (await list('q=atlas')).items;
    expect(indexed.map((d) => d.ref_dossier_bureau)).toEqual([1404, 1402, 1401]);
    expect(indexed.map((d) => d.client_name)).toEqual([null, 'Atlas Est', 'Atlas Nord']);
    const byReference = (await list('q=atlas&sort=-ref_dossier_bureau')).items;
    expect(byReference).toEqual(indexed);
  });
});

describe('the total of a search', () => {
  it('counts live matches only, a reference once, with and without other filters', async () => {
    const created = [];
    for (let i = 0; i < 30; i++)
      created.push(
        await createDossier(admin, {
          ref_dossier_bureau: 900 + i,
          nom_responsable_civil: `Dupont ${i}`,
          date_inscription_bureau: i < 10 ? '2025-01-01' : '2026-01-15',
        }),
      );
    for (const d of created.slice(0, 3)) await admin.delete(`/api/dossiers/${d.id_dossier}`);
    const total = async (query: string) => (await admin.get(`/api/dossiers?${query}`)).json().total;
    expect(await total('q=dupont')).toBe(27);
    expect(await total('q=dupont&page=2')).toBe(27);
    expect(await total('q=dupont&to=2025-12-31')).toBe(7);
    const page = async (query: string) =>
      ((await admin.get(`/api/dossiers?${query}`)).json() as { items: { ref_dossier_bureau: number }[] }).items.map(
        (d) => d.ref_dossier_bureau,
      );
    expect(await page('q=dupont&page=2&page_size=10')).toEqual([919, 918, 917, 916, 915, 914, 913, 912, 911, 910]);
    expect(await page('q=dupont&sort=id_dossier&page=1&page_size=4')).toEqual([903, 904, 905, 906]);
    expect(await page('q=dupont&page=4&page_size=10')).toEqual([]);
    expect(await total('q=dupont&page=4&page_size=10')).toBe(27);
    // Reference 905 is also in the text of no one; "90" is in the references 900-929 only, not in any text.
    expect(await total('q=905')).toBe(1);
    await createDossier(admin, { ref_dossier_bureau: 1905, num_police: 'POL-905' });
    expect(await total('q=905')).toBe(2);
    await createDossier(admin, { ref_dossier_bureau: 7, num_police: 'ref 7 and 777' });
    expect(await total('q=777')).toBe(1);
  });

  it('follows an edit, the trash, a restore and a purge (a full page, so the matches are counted)', async () => {
    const created = [];
    for (let i = 0; i < 4; i++) created.push(await createDossier(admin, { ref_dossier_bureau: 960 + i, nom_responsable_civil: `Kettani ${i}` }));
    const total = async (q: string) => (await admin.get(`/api/dossiers?q=${q}&page_size=1`)).json().total;
    expect(await total('kettani')).toBe(4);
    const [first, second] = created as [(typeof created)[number], (typeof created)[number]];
    await admin.patch(`/api/dossiers/${first.id_dossier}`, { version: first.version, nom_responsable_civil: 'Berrada' });
    expect([await total('kettani'), await total('berrada')]).toEqual([3, 1]);
    await admin.delete(`/api/dossiers/${second.id_dossier}`);
    expect(await total('kettani')).toBe(2);
    await admin.post(`/api/trash/dossiers/${second.id_dossier}/restore`);
    expect(await total('kettani')).toBe(3);
    await admin.delete(`/api/dossiers/${second.id_dossier}`);
    expect((await admin.delete(`/api/trash/dossiers/${second.id_dossier}`)).statusCode).toBe(204);
    expect([await total('kettani'), await total('berrada')]).toEqual([2, 1]);
  });
});

describe('every police and tribunal number', () => {
  const numbers = {
    num_dossier_tribunal_a: '1201/2026',
    num_dossier_tribunal_c: 'C-3302/2025',
    num_dossier_tribunal_n: 'N-4403',
    num_dossier_tribunal_e: 'EX-5504/26',
    num_instrument_a: 'INS-6605',
    num_instrument_c: 'INSC-7706',
  };

  it('finds a dossier by its appeal, cassation, N, enforcement and instrument numbers', async () => {
    const dossier = await createDossier(admin, { ref_dossier_bureau: 1101 });
    await createDossier(admin, { ref_dossier_bureau: 1102 });
    expect((await admin.patch(`/api/dossiers/${dossier.id_dossier}`, { version: dossier.version, ...numbers })).statusCode).toBe(200);
    for (const q of [...Object.values(numbers), '1201 2026', 'ex 5504']) expect(await search(q), q).toEqual([1101]);
  });

  it('lists the dossier whose reference was typed first, then those whose numbers contain it', async () => {
    await createDossier(admin, { ref_dossier_bureau: 1001 });
    await createDossier(admin, { ref_dossier_bureau: 1002, num_pv_police: 'PV-1001/2026' });
    await createDossier(admin, { ref_dossier_bureau: 1003, num_dossier_tribunal_a: '21001' });
    expect(await search('1001')).toEqual([1001, 1003, 1002]);
    expect(await search('#1001')).toEqual([1001]);
    expect(await search('pv 1001')).toEqual([1002]);
  });

  it('pages a reference search with the typed reference once, on the first page, in both orders', async () => {
    const refs = async (query: string) =>
      ((await admin.get(`/api/dossiers?${query}`)).json() as { items: { ref_dossier_bureau: number }[]; total: number });
    const exact = await createDossier(admin, { ref_dossier_bureau: 2001, num_pv_police: 'PV-2001' });
    for (const ref of [2002, 2003, 2004, 2005]) await createDossier(admin, { ref_dossier_bureau: ref, num_pv_police: `PV-2001/${ref}` });
    await createDossier(admin, { ref_dossier_bureau: 2006, num_pv_police: 'PV-1999' });
    const pages = async (order: string) => {
      const seen = [];
      for (let page = 1; page <= 3; page++) {
        const { items, total } = await refs(`q=2001&page_size=2&page=${page}${order}`);
        expect(total).toBe(5);
        seen.push(items.map((d) => d.ref_dossier_bureau));
      }
      return seen;
    };
    expect(await pages('')).toEqual([[2001, 2005], [2004, 2003], [2002]]);
    expect(await pages('&sort=id_dossier')).toEqual([[2001, 2002], [2003, 2004], [2005]]);
    // In the trash, the reference is no one's: its dossier leaves the list and the others move up.
    await admin.delete(`/api/dossiers/${exact.id_dossier}`);
    expect(await refs('q=2001&page_size=2&page=2')).toMatchObject({ total: 4, items: [{ ref_dossier_bureau: 2003 }, { ref_dossier_bureau: 2002 }] });
  });

  it('migration 012 rebuilds the stored text of the dossiers written before it, parties included', async () => {
    const dossier = await createDossier(admin, { ref_dossier_bureau: 1201, ...numbers });
    const party = (await admin.post('/api/parties', { kind: 'person', name: 'Karim Tazi' })).json();
    expect((await admin.post(`/api/dossiers/${dossier.id_dossier}/parties`, { id_party: party.id_party, role: 'client' })).statusCode).toBe(
      201,
    );
    const db = server.database.db;
    // The text as the earlier search built it: none of the new numbers.
    await db.updateTable('dossier').set({ search_text: '' }).where('id_dossier', '=', dossier.id_dossier).execute();
    expect(await search('1201/2026')).toEqual([]);
    await rebuildSearchText(db);
    expect(await search('1201/2026')).toEqual([1201]);
    expect(await search('insc 7706')).toEqual([1201]);
    expect(await search('karim tazi')).toEqual([1201]);
  });
});

it.runIf(!onPostgres())('keeps the SQLite trigram index consistent with the dossier table', async () => {
  await createDossier(admin, { ref_dossier_bureau: 801, nom_responsable_civil: 'Agnès' });
  await sql`insert into dossier_search (dossier_search, rank) values ('integrity-check', 1)`.execute(server.database.db);
});
