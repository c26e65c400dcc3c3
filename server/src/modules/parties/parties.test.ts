import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDossier } from '../../../test/case-fixtures';
import { signInUser, startServerWithAdmin, type TestClient, type TestServer } from '../../../test/harness';

let server: TestServer;
let admin: TestClient;
beforeEach(async () => ({ server, admin } = await startServerWithAdmin()));
afterEach(() => server.close());

async function createParty(client: TestClient, fields: Record<string, unknown>) {
  const res = await client.post('/api/parties', { kind: 'person', ...fields });
  if (res.statusCode !== 201) throw new Error(`party create failed: ${res.statusCode} ${res.body}`);
  return res.json() as { id_party: number; name: string; version: number };
}
const link = (client: TestClient, dossierId: number, body: Record<string, unknown>) =>
  client.post(`/api/dossiers/${dossierId}/parties`, body);
const search = async (q: string) =>
  (
    (await admin.get(`/api/dossiers?q=${encodeURIComponent(q)}`)).json() as {
      items: { ref_dossier_bureau: number; client_name: string | null }[];
    }
  ).items;
const history = async (dossierId: number) =>
  (
    (await admin.get(`/api/audit?entity=dossier&entity_id=${dossierId}`)).json() as {
      items: { entity: string; operation: string; user: { full_name: string } | null; changes: Record<string, [unknown, unknown]> }[];
    }
  ).items;

describe('parties', () => {
  it('creates, reads, lists by folded name, updates with a version and audits', async () => {
    const party = await createParty(admin, {
      name: 'Mohamed El Alaoui',
      name_ar: 'محمد العلوي',
      national_id: 'BK 123456',
      phone: '0600000000',
      email: 'm@example.test',
    });
    expect(party).toMatchObject({
      kind: 'person',
      name: 'Mohamed El Alaoui',
      name_ar: 'محمد العلوي',
      national_id: 'BK 123456',
      version: 1,
    });
    await createParty(admin, { kind: 'organisation', name: 'مؤسسة الأطلس للتأمين' });

    const list = async (q: string) =>
      (await admin.get(`/api/parties?q=${encodeURIComponent(q)}`)).json() as { items: { name: string }[]; total: number };
    expect((await list('el-alaoui')).items.map((p) => p.name)).toEqual(['Mohamed El Alaoui']);
    expect((await list('العلوى')).items.map((p) => p.name)).toEqual(['Mohamed El Alaoui']);
    expect((await list('مؤسسه الاطلس')).items.map((p) => p.name)).toEqual(['مؤسسة الأطلس للتأمين']);
    expect((await list('bk123')).total).toBe(1);
    expect((await list('')).total).toBe(2);

    const stale = await admin.patch(`/api/parties/${party.id_party}`, { version: 99, phone: '0611' });
    expect(stale.statusCode).toBe(409);
    const updated = await admin.patch(`/api/parties/${party.id_party}`, { version: 1, phone: '0611111111' });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ phone: '0611111111', version: 2 });

    const audit = (await admin.get(`/api/audit?entity=party&entity_id=${party.id_party}`)).json() as {
      items: { operation: string; changes: Record<string, unknown> }[];
    };
    expect(audit.items.map((e) => e.operation).sort()).toEqual(['create', 'update']);
    expect(audit.items.find((e) => e.operation === 'update')?.changes).toEqual({ phone: ['0600000000', '0611111111'] });
  });

  it('refuses bad input clearly: no name, bad email, unknown kind, a national id already taken', async () => {
    const noName = await admin.post('/api/parties', { name: '  ' });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().error.fields.name).toBe('Name is required');
    expect((await admin.post('/api/parties', { name: 'X Y', email: 'nope' })).statusCode).toBe(400);
    expect((await admin.post('/api/parties', { name: 'X Y', kind: 'robot' })).statusCode).toBe(400);

    const first = await createParty(admin, { name: 'Karim Tazi', national_id: 'AB-12345' });
    const dup = await admin.post('/api/parties', { name: 'Karim Tazi bis', national_id: 'ab 12345' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error).toMatchObject({ code: 'conflict', existing: { id_party: first.id_party, name: 'Karim Tazi' } });
    expect(dup.json().error.message).toContain('Karim Tazi');
    expect((await admin.get('/api/parties?q=tazi')).json().total).toBe(1);

    const other = await createParty(admin, { name: 'Nadia Tazi' });
    expect((await admin.patch(`/api/parties/${other.id_party}`, { national_id: 'AB12345' })).statusCode).toBe(409);
  });

  it('links parties to dossiers: both lists, the dossier history, no double link, no unknown role', async () => {
    const dossier = await createDossier(admin, { ref_dossier_bureau: 101 });
    const client = await createParty(admin, { name: 'Société Trans-Atlas', kind: 'organisation' });
    const res = await link(admin, dossier.id_dossier, { id_party: client.id_party, role: 'client' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ id_party: client.id_party, name: 'Société Trans-Atlas', kind: 'organisation', role: 'client' });

    const again = await link(admin, dossier.id_dossier, { id_party: client.id_party, role: 'client' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('conflict');
    const badRole = await link(admin, dossier.id_dossier, { id_party: client.id_party, role: 'judge' });
    expect(badRole.statusCode).toBe(400);
    expect(badRole.json().error.fields.role).toBe('Unknown role');
    expect((await link(admin, dossier.id_dossier, { id_party: 999, role: 'other' })).statusCode).toBe(400);
    expect((await link(admin, 999, { id_party: client.id_party, role: 'other' })).statusCode).toBe(404);

    expect((await admin.get(`/api/dossiers/${dossier.id_dossier}/parties`)).json()).toMatchObject({
      items: [{ id_party: client.id_party, role: 'client' }],
      total: 1,
    });
    expect((await admin.get(`/api/parties/${client.id_party}/dossiers`)).json()).toEqual({
      items: [{ id_dossier: dossier.id_dossier, ref_dossier_bureau: 101, role: 'client', in_trash: false }],
    });

    // The dossier search finds it by its party's name, folded, and the list names the client.
    expect(await search('trans atlas')).toEqual([expect.objectContaining({ ref_dossier_bureau: 101, client_name: 'Société Trans-Atlas' })]);
    await admin.patch(`/api/parties/${client.id_party}`, { name: 'Société Atlantide' });
    expect(await search('trans atlas')).toEqual([]);
    expect((await search('atlantide')).map((d) => d.ref_dossier_bureau)).toEqual([101]);
    // A dossier edit keeps its parties' names in the search text.
    await admin.patch(`/api/dossiers/${dossier.id_dossier}`, { num_police: 'POL-1' });
    expect((await search('atlantide')).map((d) => d.ref_dossier_bureau)).toEqual([101]);

    expect((await admin.delete(`/api/dossiers/${dossier.id_dossier}/parties/${client.id_party}?role=adverse`)).statusCode).toBe(404);
    expect((await admin.delete(`/api/dossiers/${dossier.id_dossier}/parties/${client.id_party}?role=client`)).statusCode).toBe(204);
    expect(await search('atlantide')).toEqual([]);

    const entries = await history(dossier.id_dossier);
    const linkEntries = entries.filter((e) => e.entity === 'dossier_party');
    expect(linkEntries.map((e) => e.operation).sort()).toEqual(['create', 'delete']);
    expect(linkEntries.find((e) => e.operation === 'create')?.changes).toEqual({
      party: [null, 'Société Trans-Atlas'],
      role: [null, 'client'],
    });
  });

  it("keeps a trashed dossier's links, refuses to delete a linked party (in_use, with where), and trashes an unlinked one", async () => {
    const dossier = await createDossier(admin, { ref_dossier_bureau: 201 });
    const party = await createParty(admin, { name: 'Youssef Berrada' });
    await link(admin, dossier.id_dossier, { id_party: party.id_party, role: 'victim' });
    await admin.delete(`/api/dossiers/${dossier.id_dossier}`);

    const inUse = await admin.delete(`/api/parties/${party.id_party}`);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().error).toMatchObject({
      code: 'in_use',
      where: [{ id_dossier: dossier.id_dossier, ref_dossier_bureau: 201, role: 'victim', in_trash: true }],
    });
    expect(inUse.json().error.message).toContain('201');

    await admin.post(`/api/trash/dossiers/${dossier.id_dossier}/restore`);
    expect((await admin.get(`/api/dossiers/${dossier.id_dossier}/parties`)).json().items).toEqual([
      expect.objectContaining({ id_party: party.id_party, role: 'victim' }),
    ]);
    expect((await search('berrada')).map((d) => d.ref_dossier_bureau)).toEqual([201]);

    await admin.delete(`/api/dossiers/${dossier.id_dossier}/parties/${party.id_party}?role=victim`);
    expect((await admin.delete(`/api/parties/${party.id_party}`)).statusCode).toBe(204);
    expect((await admin.get(`/api/parties/${party.id_party}`)).statusCode).toBe(404);
    const audit = (await admin.get(`/api/audit?entity=party&entity_id=${party.id_party}`)).json() as { items: { operation: string }[] };
    expect(audit.items.map((e) => e.operation)).toContain('delete');
    // Nothing lost: it comes back from the trash as it was, unless its national id went to another party meanwhile.
    const restored = await admin.post(`/api/parties/${party.id_party}/restore`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ id_party: party.id_party, name: 'Youssef Berrada' });
    expect((await admin.post(`/api/parties/${party.id_party}/restore`)).statusCode).toBe(404);
    const withId = await createParty(admin, { name: 'Ali Amrani', national_id: 'X 1' });
    await admin.delete(`/api/parties/${withId.id_party}`);
    await createParty(admin, { name: 'Ali Amrani bis', national_id: 'X1' });
    const refused = await admin.post(`/api/parties/${withId.id_party}/restore`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.existing.name).toBe('Ali Amrani bis');

    // A purged dossier takes its links along.
    const purged = await createDossier(admin, { ref_dossier_bureau: 202 });
    const other = await createParty(admin, { name: 'Salma Kettani' });
    await link(admin, purged.id_dossier, { id_party: other.id_party, role: 'other' });
    await admin.delete(`/api/dossiers/${purged.id_dossier}`);
    expect((await admin.delete(`/api/trash/dossiers/${purged.id_dossier}`)).statusCode).toBe(204);
    expect((await admin.get(`/api/parties/${other.id_party}/dossiers`)).json().items).toEqual([]);
  });
});

describe('conflicts of interest', () => {
  // [role held elsewhere, role asked for, conflict?]
  const PAIRS: [string, string, boolean][] = [
    ['adverse', 'client', true],
    ['client', 'adverse', true],
    ['civilly_liable', 'client', true],
    ['client', 'civilly_liable', true],
    ['client', 'client', false],
    ['adverse', 'adverse', false],
    ['insurer', 'client', false],
    ['victim', 'client', false],
    ['client', 'opposing_lawyer', false],
    ['adverse', 'civilly_liable', false],
  ];
  it.each(PAIRS)('%s elsewhere, linked as %s: conflict %s', async (held, asked, conflict) => {
    const a = await createDossier(admin, { ref_dossier_bureau: 301 });
    const b = await createDossier(admin, { ref_dossier_bureau: 302 });
    const party = await createParty(admin, { name: 'Hassan Chraibi' });
    expect((await link(admin, a.id_dossier, { id_party: party.id_party, role: held })).statusCode).toBe(201);
    const res = await link(admin, b.id_dossier, { id_party: party.id_party, role: asked });
    if (!conflict) {
      expect(res.statusCode).toBe(201);
      return;
    }
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({
      code: 'conflict_of_interest',
      conflicts: [{ id_dossier: a.id_dossier, ref_dossier_bureau: 301, role: held, id_party: party.id_party, name: 'Hassan Chraibi' }],
    });
    expect((await admin.get(`/api/dossiers/${b.id_dossier}/parties`)).json().total).toBe(0);
  });

  it('finds the same person entered twice (same national id, or same folded name in either script), never a trashed dossier, and audits a confirmation with its user', async () => {
    const staff = await signInUser(server, admin);
    const a = await createDossier(admin, { ref_dossier_bureau: 401 });
    const b = await createDossier(admin, { ref_dossier_bureau: 402 });
    const trashed = await createDossier(admin, { ref_dossier_bureau: 403 });
    const adverse = await createParty(admin, { name: 'مؤسسة النور', kind: 'organisation' });
    await link(admin, a.id_dossier, { id_party: adverse.id_party, role: 'adverse' });
    const sameName = await createParty(admin, { name: 'Al Nour', name_ar: 'مؤسسه النور', kind: 'organisation' });

    const refused = await link(staff, b.id_dossier, { id_party: sameName.id_party, role: 'client' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.conflicts).toEqual([
      expect.objectContaining({ ref_dossier_bureau: 401, role: 'adverse', id_party: adverse.id_party }),
    ]);

    const confirmed = await link(staff, b.id_dossier, { id_party: sameName.id_party, role: 'client', confirm_conflict: true });
    expect(confirmed.statusCode).toBe(201);
    const entry = (await history(b.id_dossier)).find((e) => e.entity === 'dossier_party');
    expect(entry).toMatchObject({ operation: 'create', user: { full_name: 'Samir Staff' } });
    expect(entry?.changes).toMatchObject({ conflict_confirmed: [null, true], conflicts: [null, '401 (adverse)'] });

    // Same national id, different names.
    const byId1 = await createParty(admin, { name: 'Omar Sqalli', national_id: 'C 998877' });
    await link(admin, trashed.id_dossier, { id_party: byId1.id_party, role: 'client' });
    await admin.delete(`/api/dossiers/${trashed.id_dossier}`);
    // Its only opposing link is on a trashed dossier: no conflict.
    expect((await link(admin, a.id_dossier, { id_party: byId1.id_party, role: 'adverse' })).statusCode).toBe(201);
    await admin.post(`/api/trash/dossiers/${trashed.id_dossier}/restore`);
    const c = await createDossier(admin, { ref_dossier_bureau: 404 });
    const res = await link(admin, c.id_dossier, { id_party: byId1.id_party, role: 'client' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.conflicts).toEqual([expect.objectContaining({ ref_dossier_bureau: 401, role: 'adverse' })]);
  });

  it("lists each match's live dossiers, and only its own, sorted by reference, for several matches at once", async () => {
    const [d1, d2, d3, gone] = [
      await createDossier(admin, { ref_dossier_bureau: 603 }),
      await createDossier(admin, { ref_dossier_bureau: 601 }),
      await createDossier(admin, { ref_dossier_bureau: 602 }),
      await createDossier(admin, { ref_dossier_bureau: 604 }),
    ];
    const same = [
      await createParty(admin, { name: 'Youssef Berrada' }),
      await createParty(admin, { name: 'Berrada Youssef', name_ar: 'يوسف برادة' }),
      await createParty(admin, { name: 'YOUSSEF  BERRADA' }),
    ];
    const longer = await createParty(admin, { name: 'Youssef Berrada Tazi' });
    const other = await createParty(admin, { name: 'Youssef Bennis' });
    const links: [number, number, string][] = [
      [d1!.id_dossier, same[0]!.id_party, 'client'],
      [d2!.id_dossier, same[0]!.id_party, 'adverse'],
      [d3!.id_dossier, same[0]!.id_party, 'insurer'],
      [gone!.id_dossier, same[0]!.id_party, 'client'],
      [d2!.id_dossier, same[1]!.id_party, 'victim'],
      [d3!.id_dossier, longer.id_party, 'adverse'],
      [d1!.id_dossier, other.id_party, 'adverse'],
    ];
    for (const [dossier, party, role] of links) {
      expect((await link(admin, dossier, { id_party: party, role, confirm_conflict: true })).statusCode).toBe(201);
    }
    await admin.delete(`/api/dossiers/${gone!.id_dossier}`);

    for (const name of ['youssef berrada', 'يوسف براده']) {
      const res = await admin.get(`/api/conflicts?name=${encodeURIComponent(name)}`);
      expect(res.statusCode).toBe(200);
      const items = res.json().items as { id_party: number; matched: string; dossiers: { ref_dossier_bureau: number; role: string }[] }[];
      const byParty = new Map(items.map((item) => [item.id_party, item]));
      expect(byParty.has(other.id_party)).toBe(false);
      if (name === 'youssef berrada') {
        expect(items.map((item) => [item.id_party, item.matched])).toEqual([
          [same[0]!.id_party, 'name'],
          [same[2]!.id_party, 'name'],
          [longer.id_party, 'name_part'],
        ]);
        expect(byParty.get(same[0]!.id_party)?.dossiers.map((d) => [d.ref_dossier_bureau, d.role])).toEqual([
          [601, 'adverse'],
          [602, 'insurer'],
          [603, 'client'],
        ]);
        expect(byParty.get(same[2]!.id_party)?.dossiers).toEqual([]);
        expect(byParty.get(longer.id_party)?.dossiers).toEqual([{ id_dossier: d3!.id_dossier, ref_dossier_bureau: 602, role: 'adverse' }]);
      } else {
        expect(items.map((item) => [item.id_party, item.matched])).toEqual([[same[1]!.id_party, 'name']]);
        expect(items[0]?.dossiers).toEqual([{ id_dossier: d2!.id_dossier, ref_dossier_bureau: 601, role: 'victim' }]);
      }
    }
  });

  it('answers the conflict check page by national id first, then by folded name, never on 2 letters', async () => {
    const d = await createDossier(admin, { ref_dossier_bureau: 501 });
    const p1 = await createParty(admin, { name: 'Rachid Bennani', national_id: 'BE 445566' });
    const p2 = await createParty(admin, { name: 'Rachid Ben Nani' });
    const p3 = await createParty(admin, { name: 'Rachid Bennani El Fassi' });
    await link(admin, d.id_dossier, { id_party: p2.id_party, role: 'adverse' });

    const check = async (query: string) => admin.get(`/api/conflicts?${query}`);
    const res = await check(`name=${encodeURIComponent('rachid bennani')}&national_id=be445566`);
    expect(res.statusCode).toBe(200);
    const items = res.json().items as { id_party: number; matched: string; dossiers: unknown[] }[];
    expect(items.map((i) => [i.id_party, i.matched])).toEqual([
      [p1.id_party, 'national_id'],
      [p2.id_party, 'name'],
      [p3.id_party, 'name_part'],
    ]);
    expect(items[1]?.dossiers).toEqual([{ id_dossier: d.id_dossier, ref_dossier_bureau: 501, role: 'adverse' }]);

    expect((await check('name=be')).statusCode).toBe(400);
    expect((await check('name=')).statusCode).toBe(400);
    expect((await check(`name=${encodeURIComponent('بن')}`)).statusCode).toBe(400);
    expect((await check('national_id=ZZ1')).json().items).toEqual([]);
  });
});

describe('dossier search folds Arabic and Latin names alike', () => {
  const NAMES: [string, string][] = [
    ['مؤسسة الأمل للنقل', 'مؤسسه الامل'],
    ['شركة التأمين الأطلسية', 'التامين الاطلسيه'],
    ['عبد الإله الإدريسي', 'عبدالاله'],
    ['مصطفى الرّاضي', 'مصطفي الراضي'],
    ['Trans-Atlas Maroc', 'trans atlas'],
    ['Aït Benhaddou Transports', 'ait ben haddou'],
  ];
  it.each(NAMES)('%s is found with %s, in the dossier and through a party', async (name, q) => {
    const own = await createDossier(admin, { ref_dossier_bureau: 601, nom_responsable_civil: name });
    const viaParty = await createDossier(admin, { ref_dossier_bureau: 602 });
    const party = await createParty(admin, { name });
    await link(admin, viaParty.id_dossier, { id_party: party.id_party, role: 'client' });
    expect((await search(q)).map((d) => d.ref_dossier_bureau).sort()).toEqual([own.ref_dossier_bureau, 602]);
  });
});
