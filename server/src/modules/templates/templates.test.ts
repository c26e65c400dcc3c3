import { crc32, deflateRawSync } from 'node:zlib';
import PizZip from 'pizzip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDossier, insertCaseType, insertTribunal } from '../../../test/case-fixtures';
import { multipart, pdf, upload } from '../../../test/document-fixtures';
import { signInUser, startServerWithAdmin, type TestClient, type TestServer } from '../../../test/harness';
import { exampleDocx, type ExampleBlock } from './examples/example-docx';
import { SCALAR_FIELDS, LOOPS } from './fill/catalogue';

let server: TestServer;
let admin: TestClient;
let staff: TestClient;

const AMOUNT_WORDS_FR = 'douze mille trois cent quarante-cinq dirhams et soixante-sept centimes';
const AMOUNT_WORDS_AR = 'اثنا عشر ألفا وثلاثمائة وخمسة وأربعون درهما وسبعة وستون سنتيما';
const CATALOGUE_NAMES = [
  ...SCALAR_FIELDS.map((f) => f.name),
  ...LOOPS.map((l) => l.name),
  ...LOOPS.flatMap((l) => l.fields.map((f) => f.name)),
];

beforeAll(async () => {
  ({ server, admin } = await startServerWithAdmin({
    at: '2026-11-20T09:00:00Z',
    settings: {
      office_name: 'Cabinet Alaoui',
      office_address: '12, avenue Mohammed V, Rabat',
      currency: 'MAD',
      timezone: 'Africa/Casablanca',
      fiscal_profile: 'MA',
      office_identifiers: { ice: '001525846000088', if: '40123456', tp: '35012345' },
    },
  }));
  staff = await signInUser(server, admin);
});
afterAll(() => server.close());

async function uploadTemplate(client: TestClient, file: Buffer, fields: Record<string, string> = {}, filename = 'modele.docx') {
  const { payload, contentType } = multipart([{ filename, content: file }], {
    name: 'Requête',
    language: 'fr',
    purpose: 'appeal_request',
    ...fields,
  });
  return client.request('POST', '/api/templates', undefined, { 'content-type': contentType }, payload);
}

/** The paragraphs of a Word file: each one's text and whether it is right to left. */
function paragraphsOf(docx: Buffer): { text: string; rtl: boolean }[] {
  const xml = new PizZip(docx).file('word/document.xml')!.asText();
  return [...xml.matchAll(/<w:p[ >][\s\S]*?<\/w:p>/g)].map(([p]) => ({
    text: [...p.matchAll(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>/g)].map((t) => t[1]).join(''),
    rtl: /<w:pPr>[\s\S]*<w:bidi\/>[\s\S]*<\/w:pPr>/.test(p),
  }));
}

/** Placeholders of the catalogue still written in the text (`{name}`, `{#loop}`…). */
const leftPlaceholders = (text: string) =>
  [...text.matchAll(/\{\s*[#/^]?\s*([a-z_.]+)\s*\}/g)].map((m) => m[1]!).filter((name) => CATALOGUE_NAMES.includes(name));

/** The parties made by the first dossier, linked again to the next ones (a national id is one party's). */
const partyIds = new Map<string, number>();

/** A dossier with all a template reads: levels, parties, an amount, a hearing with its time and room. */
async function dossierWithEverything() {
  const tribunal = await insertTribunal(server, 'Tribunal de première instance de Rabat', 'Rabat');
  await server.database.db
    .updateTable('tribunal')
    .set({ nom_ar: 'المحكمة الابتدائية بالرباط' })
    .where('id_tribunal', '=', tribunal)
    .execute();
  const appealCourt = await insertTribunal(server, 'Cour d’appel de Rabat', 'Rabat');
  await server.database.db
    .updateTable('tribunal')
    .set({ nom_ar: 'محكمة الاستئناف بالرباط' })
    .where('id_tribunal', '=', appealCourt)
    .execute();
  const caseType = await insertCaseType(server, 'Accident de la circulation');
  const dossier = await createDossier(admin, {
    fk_tribunal: tribunal,
    fk_type_affaire_bureau: caseType,
    montant_dette: '12345.67',
    num_police: 'POL-778812',
    matricule_vehicule: '12345-A-6',
    date_accident: '2025-11-03',
    num_pv_police: '455/2025',
  });
  const link = async (role: string, party: Record<string, unknown>) => {
    const known = partyIds.get(party.name as string);
    const res = await admin.post(`/api/dossiers/${dossier.id_dossier}/parties`, {
      role,
      ...(known ? { id_party: known } : { party }),
      confirm_conflict: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    if (!known) {
      const linked = (await admin.get(`/api/dossiers/${dossier.id_dossier}/parties`)).json().items as { id_party: number; name: string }[];
      partyIds.set(party.name as string, linked.find((p) => p.name === party.name)!.id_party);
    }
  };
  await link('client', { name: 'Mohamed Berrada', name_ar: 'محمد برادة', address: '5, rue de Fès, Rabat', national_id: 'A123456' });
  await link('adverse', { kind: 'organisation', name: 'Transports Atlas', name_ar: 'شركة نقل الأطلس', address: 'Zone industrielle, Salé' });
  await link('insurer', { kind: 'organisation', name: 'Atlas Assurances', name_ar: 'أطلس للتأمين', address: 'Casablanca' });
  const at = new Date().toISOString();
  const stage = (values: Record<string, unknown>) =>
    server.database.db
      .insertInto('stage')
      .values({ fk_dossier: dossier.id_dossier, created_at: at, modified_at: at, created_by: null, modified_by: null, ...values } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
  await stage({
    kind: 'first_instance',
    fk_tribunal: tribunal,
    file_number: '1245',
    file_code: '1201',
    file_year: '2026',
    national_number: '2026/1201/0001245',
    decision_number: '873',
    decision_date: '2026-10-15',
    outcome: 'partly',
    amount_awarded: 1_234_567,
    notified_on: '2026-11-02',
  });
  const appeal = await stage({ kind: 'appeal', fk_tribunal: appealCourt, file_raw: 'AP 312-2026' });
  const action = await admin.post(`/api/dossiers/${dossier.id_dossier}/actions`, { date_action: '2026-12-01', contenu: 'Audience' });
  expect(action.statusCode, action.body).toBe(201);
  await server.database.db
    .updateTable('action')
    .set({ hearing_time: '09:30', room: 'Salle 3', fk_stage: appeal.id })
    .where('id_action', '=', action.json().action.id_action)
    .execute();
  return { dossier: dossier.id_dossier as number, appeal: appeal.id };
}

async function generate(client: TestClient, dossier: number, body: Record<string, unknown>) {
  const res = await client.post(`/api/dossiers/${dossier}/documents/from-template`, body);
  return res;
}

async function downloadDocument(client: TestClient, id: number): Promise<Buffer> {
  const res = await client.get(`/api/documents/${id}/content`);
  expect(res.statusCode).toBe(200);
  return res.rawPayload;
}

const FRENCH: ExampleBlock[] = [
  { text: '{office_name} — Maître {lawyer_name}' },
  { text: 'Rabat, le {today}' },
  { text: 'Dossier {dossier_reference} : {first_instance_file} ({first_instance_national_number}) devant le {first_instance_tribunal}' },
  {
    text: 'Jugement n° {first_instance_judgment_number} du {first_instance_judgment_date} : {first_instance_outcome}, {first_instance_amount_words}',
  },
  { text: 'Appel : {appeal_file} — {stage_kind} {stage_tribunal}' },
  { text: 'Créance : {claim_amount} ({claim_amount_words}) — en arabe : {claim_amount_words_ar}' },
  { text: 'Client : {client_name} ({client_name_ar}), {client_address}, CIN {client_national_id}' },
  {
    text: 'Contre : {adverse_name} ; assureur : {insurer_name}, police {policy_number}, véhicule {vehicle_plate}, PV {police_report_number}, accident du {accident_date}',
  },
  { text: 'Audience : {next_hearing_day} à {next_hearing_time}, {next_hearing_room}, {next_hearing_tribunal}' },
  { text: '{#parties}{role} : {name}. {/parties}' },
];

const ARABIC: ExampleBlock[] = [
  { text: '{office_name}' },
  { text: 'الرباط في {today}' },
  { text: 'الملف عدد {first_instance_file} أمام {first_instance_tribunal}' },
  { text: 'الحكم عدد {first_instance_judgment_number} بتاريخ {first_instance_judgment_date}' },
  { text: 'مبلغ الدين: {claim_amount} درهم ({claim_amount_words})' },
  { text: 'لفائدة: {client_name} ضد {adverse_name}' },
  { text: 'الجلسة المقبلة: {next_hearing_date} على الساعة {next_hearing_time}' },
];

describe('templates', () => {
  it('fills a French template from a dossier with its levels, parties, amount and next hearing, and files it as a document', async () => {
    const { dossier, appeal } = await dossierWithEverything();
    const uploaded = await uploadTemplate(admin, exampleDocx(FRENCH, false), { name: 'Requête d’essai' });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const template = uploaded.json();
    expect(template).toMatchObject({
      name: 'Requête d’essai',
      language: 'fr',
      purpose: 'appeal_request',
      is_example: false,
      unknown_placeholders: [],
    });
    expect(template.placeholders).toEqual(
      expect.arrayContaining(['client_name', 'first_instance_file', 'parties', 'parties.role', 'parties.name']),
    );

    const res = await generate(staff, dossier, { template_id: template.id, stage_id: appeal });
    expect(res.statusCode, res.body).toBe(201);
    const document = res.json();
    expect(document).toMatchObject({
      fk_dossier: dossier,
      title: 'Requête d’essai',
      content_type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
    expect(document.filename).toMatch(/\.docx$/);
    const listed = (await staff.get(`/api/dossiers/${dossier}/documents`)).json();
    expect(listed.items.map((d: { id_document: number }) => d.id_document)).toContain(document.id_document);

    const text = paragraphsOf(await downloadDocument(staff, document.id_document)).map((p) => p.text);
    expect(text[0]).toBe('Cabinet Alaoui — Maître Samir Staff');
    expect(text[1]).toBe('Rabat, le 20 novembre 2026');
    expect(text[2]).toContain('1245/1201/2026 (2026/1201/0001245) devant le Tribunal de première instance de Rabat');
    expect(text[3]).toContain(
      'n° 873 du 15 octobre 2026 : partiellement favorable, douze mille trois cent quarante-cinq dirhams et soixante-sept centimes',
    );
    expect(text[4]).toBe('Appel : AP 312-2026 — Appel Cour d’appel de Rabat');
    expect(text[5]).toBe(`Créance : 12\u202f345,67 (${AMOUNT_WORDS_FR}) — en arabe : ${AMOUNT_WORDS_AR}`);
    expect(text[6]).toBe('Client : Mohamed Berrada (محمد برادة), 5, rue de Fès, Rabat, CIN A123456');
    expect(text[7]).toBe(
      'Contre : Transports Atlas ; assureur : Atlas Assurances, police POL-778812, véhicule 12345-A-6, PV 455/2025, accident du 3 novembre 2025',
    );
    expect(text[8]).toBe('Audience : mardi 1er décembre 2026 à 09:30, Salle 3, Cour d’appel de Rabat');
    expect(text[9]).toBe('client : Mohamed Berrada. partie adverse : Transports Atlas. assureur : Atlas Assurances. ');
    expect(leftPlaceholders(text.join('\n'))).toEqual([]);

    const history = (await admin.get(`/api/audit?entity=document&entity_id=${document.id_document}`)).json();
    expect(history.items.find((e: { operation: string }) => e.operation === 'create')).toMatchObject({
      user: { full_name: 'Samir Staff' },
    });
  });

  it('keeps an Arabic template right to left and writes its dates with Moroccan month names and its amounts in Arabic words', async () => {
    const { dossier } = await dossierWithEverything();
    const uploaded = await uploadTemplate(admin, exampleDocx(ARABIC, true), { name: 'مقال', language: 'ar' });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const res = await generate(admin, dossier, { template_id: uploaded.json().id });
    expect(res.statusCode, res.body).toBe(201);
    const docx = await downloadDocument(admin, res.json().id_document);
    const paragraphs = paragraphsOf(docx);
    expect(paragraphs).toHaveLength(ARABIC.length);
    expect(paragraphs.every((p) => p.rtl)).toBe(true);
    expect(new PizZip(docx).file('word/document.xml')!.asText()).toContain('<w:rtl/>');
    const text = paragraphs.map((p) => p.text);
    expect(text[1]).toBe('الرباط في 20 نونبر 2026');
    expect(text[2]).toBe('الملف عدد 1245/1201/2026 أمام المحكمة الابتدائية بالرباط');
    expect(text[3]).toBe('الحكم عدد 873 بتاريخ 15 أكتوبر 2026');
    expect(text[4]).toBe(`مبلغ الدين: 12.345,67 درهم (${AMOUNT_WORDS_AR})`);
    expect(text[5]).toBe('لفائدة: محمد برادة ضد شركة نقل الأطلس');
    expect(text[6]).toBe('الجلسة المقبلة: 1 دجنبر 2026 على الساعة 09:30');
    expect(leftPlaceholders(text.join('\n'))).toEqual([]);
  });

  it('fills a fee note’s lines and its total in words, for an account that sees money only', async () => {
    const { dossier } = await dossierWithEverything();
    const client = (await admin.get(`/api/dossiers/${dossier}/parties`)).json().items.find((p: { role: string }) => p.role === 'client');
    const note = await admin.post('/api/invoices', {
      fk_dossier: dossier,
      fk_client_party: client.id_party,
      lines: [
        { label: 'Honoraires – première instance', unit_price: '4000', vat_rate: '20' },
        { label: 'Frais de déplacement', quantity: '2', unit_price: '500', vat_rate: '20' },
      ],
    });
    expect(note.statusCode, note.body).toBe(201);
    const blocks: ExampleBlock[] = [
      { text: 'Note {fee_note_number} pour {fee_note_client}' },
      {
        table: {
          header: ['Libellé', 'Qté', 'HT'],
          row: ['{#fee_lines}{label}', '{quantity}', '{net}{/fee_lines}'],
          widths: [4000, 1000, 2000],
        },
      },
      { text: 'Total : {fee_note_total} — {fee_note_total_words}' },
    ];
    const template = (await uploadTemplate(admin, exampleDocx(blocks, false), { name: 'Note', purpose: 'fee_note' })).json();
    expect(template.placeholders).toEqual(
      expect.arrayContaining(['fee_lines', 'fee_lines.label', 'fee_lines.net', 'fee_note_total_words']),
    );

    expect((await generate(staff, dossier, { template_id: template.id, invoice_id: note.json().id })).statusCode).toBe(403);
    const res = await generate(admin, dossier, { template_id: template.id, invoice_id: note.json().id });
    expect(res.statusCode, res.body).toBe(201);
    const docx = await downloadDocument(admin, res.json().id_document);
    const xml = new PizZip(docx).file('word/document.xml')!.asText();
    expect(xml.match(/<w:tr>/g)).toHaveLength(3);
    const text = paragraphsOf(docx).map((p) => p.text);
    expect(text).toContain('Honoraires – première instance');
    expect(text).toContain('Frais de déplacement');
    expect(text).toContain('4\u202f000,00');
    expect(text).toContain('1\u202f000,00');
    expect(text.at(-1)).toBe('Total : 6\u202f000,00 — six mille dirhams');
    expect(leftPlaceholders(text.join('\n'))).toEqual([]);

    const other = await createDossier(admin);
    const refused = await generate(admin, other.id_dossier, { template_id: template.id, invoice_id: note.json().id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toHaveProperty('invoice_id');
  });

  it('refuses a level of another dossier, an unknown template and a dossier in the trash', async () => {
    const { appeal } = await dossierWithEverything();
    const other = await createDossier(admin);
    const template = (await uploadTemplate(admin, exampleDocx(FRENCH, false))).json();
    const wrongLevel = await generate(admin, other.id_dossier, { template_id: template.id, stage_id: appeal });
    expect(wrongLevel.statusCode).toBe(400);
    expect(wrongLevel.json().error.fields).toHaveProperty('stage_id');
    expect((await generate(admin, other.id_dossier, { template_id: 999_999 })).statusCode).toBe(404);
    expect((await admin.delete(`/api/dossiers/${other.id_dossier}`)).statusCode).toBe(204);
    expect((await generate(admin, other.id_dossier, { template_id: template.id })).statusCode).toBe(404);
  });

  it('lists the placeholders it knows and those it does not', async () => {
    const blocks: ExampleBlock[] = [{ text: '{client_name} {numero_magique} {#clients}{name} {couleur}{/clients} { office_name }' }];
    const res = await uploadTemplate(admin, exampleDocx(blocks, false));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().placeholders).toEqual(['client_name', 'clients', 'clients.name', 'office_name']);
    expect(res.json().unknown_placeholders).toEqual(['clients.couleur', 'numero_magique']);
  });

  it('only administrators upload, rename or delete a template; everyone lists, downloads and reads the placeholders', async () => {
    const refused = await uploadTemplate(staff, exampleDocx(FRENCH, false));
    expect(refused.statusCode).toBe(403);
    const bytes = exampleDocx(FRENCH, false);
    const template = (await uploadTemplate(admin, bytes, { name: 'À renommer' })).json();
    expect((await staff.patch(`/api/templates/${template.id}`, { name: 'Non' })).statusCode).toBe(403);
    expect((await staff.delete(`/api/templates/${template.id}`)).statusCode).toBe(403);

    const renamed = await admin.patch(`/api/templates/${template.id}`, { name: 'Renommé', purpose: 'other', version: template.version });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Renommé', purpose: 'other', version: template.version + 1 });
    expect((await admin.patch(`/api/templates/${template.id}`, { name: 'Encore', version: template.version })).statusCode).toBe(409);

    const download = await staff.get(`/api/templates/${template.id}/content`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toContain('attachment');
    expect(download.rawPayload.equals(bytes)).toBe(true);

    const fields = (await staff.get('/api/templates/fields')).json();
    const byName = new Map(fields.items.map((f: { name: string }) => [f.name, f]));
    expect(byName.get('claim_amount_words_ar')).toMatchObject({ example: 'مائتان وخمسون ألف درهم' });
    expect(byName.get('today')).toMatchObject({
      example: '1er décembre 2026',
      example_ar: '1 دجنبر 2026',
      description: { en: expect.any(String), fr: expect.any(String), ar: expect.any(String) },
    });
    expect(byName.get('fee_lines')).toMatchObject({ loop: true });
    expect(byName.has('appeal_file')).toBe(true);

    // A document with the same bytes, purged: the template's file stays (the storage keeps one copy of each content).
    const dossier = await createDossier(admin);
    const sameBytes = await upload(admin, dossier.id_dossier, [{ filename: 'copie.docx', content: bytes }]);
    const copy = sameBytes.json().items[0].id_document;
    expect((await admin.delete(`/api/documents/${copy}`)).statusCode).toBe(204);
    expect((await admin.delete(`/api/trash/documents/${copy}`)).statusCode).toBe(204);
    expect((await staff.get(`/api/templates/${template.id}/content`)).rawPayload.equals(bytes)).toBe(true);

    expect((await admin.delete(`/api/templates/${template.id}`)).statusCode).toBe(204);
    expect((await staff.get(`/api/templates/${template.id}`)).statusCode).toBe(404);
    const audit = (await admin.get(`/api/audit?entity=template&entity_id=${template.id}`)).json();
    expect(audit.items.map((e: { operation: string }) => e.operation).sort()).toEqual(['create', 'delete', 'update']);
  });
});

/** A zip of deflated entries whose central directory may declare a size other than the real one. */
function deflatedZip(entries: { name: string; data: Buffer; declaredSize?: number }[]): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const compressed = deflateRawSync(entry.data);
    const size = entry.declaredSize ?? entry.data.length;
    const crc = crc32(entry.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(compressed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const head = Buffer.alloc(46);
    head.writeUInt32LE(0x02014b50, 0);
    head.writeUInt16LE(20, 4);
    head.writeUInt16LE(20, 6);
    head.writeUInt16LE(8, 10);
    head.writeUInt32LE(crc, 16);
    head.writeUInt32LE(compressed.length, 20);
    head.writeUInt32LE(size, 24);
    head.writeUInt16LE(name.length, 28);
    head.writeUInt32LE(offset, 42);
    locals.push(local, name, compressed);
    central.push(head, name);
    offset += local.length + name.length + compressed.length;
  }
  const dir = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, dir, end]);
}

const CONTENT_TYPES = { name: '[Content_Types].xml', data: Buffer.from('<Types/>') };

describe('templates Cabinet cannot fill', () => {
  it('refuses a file that is not a Word document, with 415 and a plain message', async () => {
    const res = await uploadTemplate(admin, pdf(), {}, 'modele.docx');
    expect(res.statusCode).toBe(415);
    expect(res.json().error.message).toBe('This file is not a Word document (.docx)');
    const zipWithoutBody = deflatedZip([CONTENT_TYPES, { name: 'content.xml', data: Buffer.from('<x/>') }]);
    expect((await uploadTemplate(admin, zipWithoutBody)).statusCode).toBe(415);
  });

  it('names the placeholder written wrong and its paragraph, with 422', async () => {
    const blocks: ExampleBlock[] = [{ text: 'Madame, Monsieur,' }, { text: 'Le client {client_name est convoqué.' }];
    const res = await uploadTemplate(admin, exampleDocx(blocks, false));
    expect(res.statusCode, res.body).toBe(422);
    const { error } = res.json();
    expect(error.code).toBe('template_invalid');
    expect(error.message).toContain('“client_name”');
    expect(error.message).toContain('paragraph 2');
    expect(error.problems).toEqual([{ reason: 'unclosed_tag', tag: 'client_name', part: 'body', paragraph: 2 }]);

    const loop = await uploadTemplate(admin, exampleDocx([{ text: '{#fee_lines}{label}' }], false));
    expect(loop.statusCode).toBe(422);
    expect(loop.json().error.problems[0]).toMatchObject({ reason: 'unclosed_loop', tag: 'fee_lines' });
  });

  it('refuses a zip bomb before unzipping it whole: too large once unzipped, or lying about its size', async () => {
    const body = (size: number) => Buffer.alloc(size, 0x20);
    const honest = deflatedZip([CONTENT_TYPES, { name: 'word/document.xml', data: body(70 * 1024 * 1024) }]);
    expect(honest.length).toBeLessThan(1024 * 1024);
    const big = await uploadTemplate(admin, honest);
    expect(big.statusCode).toBe(422);
    expect(big.json().error.message).toMatch(/unzipped, this file would be larger than 64 MB/);

    const lying = deflatedZip([CONTENT_TYPES, { name: 'word/document.xml', data: body(8 * 1024 * 1024), declaredSize: 1000 }]);
    const lie = await uploadTemplate(admin, lying);
    expect(lie.statusCode).toBe(422);
    expect(lie.json().error.code).toBe('template_invalid');

    const many = deflatedZip([
      CONTENT_TYPES,
      ...Array.from({ length: 1001 }, (_, i) => ({ name: `word/media/${i}.xml`, data: Buffer.from('x') })),
    ]);
    expect((await uploadTemplate(admin, many)).statusCode).toBe(422);
  });

  it('refuses a file over the template limit with 413', async () => {
    const res = await uploadTemplate(admin, Buffer.alloc(10 * 1024 * 1024 + 1, 1));
    expect(res.statusCode).toBe(413);
    expect(res.json().error.message).toBe('A template may be at most 10 MB');
  });

  it('asks for the name, the language and the purpose', async () => {
    const res = await uploadTemplate(admin, exampleDocx(FRENCH, false), { name: '', language: 'en', purpose: 'x' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields).sort()).toEqual(['language', 'name', 'purpose']);
  });
});

describe('example templates', () => {
  it('ships the examples in French and Arabic, fills them, and never adds back one the office deleted', async () => {
    const { dossier } = await dossierWithEverything();
    const list = (await staff.get('/api/templates')).json();
    const examples = list.items.filter((t: { is_example: boolean }) => t.is_example);
    expect(examples).toHaveLength(12);
    const purposes = ['appeal_request', 'notification_request', 'enforcement_request', 'provision_request', 'insurer_letter', 'fee_note'];
    for (const language of ['fr', 'ar']) {
      expect(
        examples
          .filter((t: { language: string }) => t.language === language)
          .map((t: { purpose: string }) => t.purpose)
          .sort(),
      ).toEqual([...purposes].sort());
    }
    for (const example of examples) expect(example.unknown_placeholders, example.name).toEqual([]);

    // Each example is filled in examples.test.ts; here, one in each language through the route.
    for (const language of ['fr', 'ar']) {
      const appeal = examples.find((t: { purpose: string; language: string }) => t.purpose === 'appeal_request' && t.language === language);
      const res = await generate(admin, dossier, { template_id: appeal.id });
      expect(res.statusCode, res.body).toBe(201);
      const paragraphs = paragraphsOf(await downloadDocument(admin, res.json().id_document));
      const text = paragraphs.map((p) => p.text).join('\n');
      expect(leftPlaceholders(text)).toEqual([]);
      expect(text).toContain(language === 'fr' ? AMOUNT_WORDS_FR : AMOUNT_WORDS_AR);
      expect(paragraphs.every((p) => p.rtl)).toBe(language === 'ar');
    }

    const appeal = examples.find((t: { purpose: string; language: string }) => t.purpose === 'appeal_request' && t.language === 'ar');
    expect((await admin.delete(`/api/templates/${appeal.id}`)).statusCode).toBe(204);
    const again = (await staff.get('/api/templates')).json();
    expect(again.items.filter((t: { is_example: boolean }) => t.is_example)).toHaveLength(11);
  });
});
