import { mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import type { LightMyRequestResponse } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDossier } from '../../../test/case-fixtures';
import { unzip } from '../../../test/export-reader';
import { startServerWithAdmin, type TestClient, type TestServer } from '../../../test/harness';
import { writeCsv } from '../../lib/csv';
import { csvSource } from './csv-source';
import { runImport } from './import-run';

const MOROCCO = { currency: 'MAD', fiscal_profile: 'MA', office_identifiers: { ice: '001525846000088', if: '40123456', tp: '35012345' } };

let office: TestServer;
let admin: TestClient;
let folder: string;
const others: TestServer[] = [];

async function ok(response: Promise<LightMyRequestResponse>) {
  const res = await response;
  expect([200, 201], res.body).toContain(res.statusCode);
  return res.json();
}

/** An office with two issued notes (the first paid in part) on one dossier, exported to a folder of CSV files. */
beforeEach(async () => {
  ({ server: office, admin } = await startServerWithAdmin({ at: '2026-03-20T09:00:00Z', settings: MOROCCO }));
  const dossier = (await createDossier(admin)).id_dossier;
  const client = (await ok(admin.post('/api/parties', { kind: 'organisation', name: 'Wafa Assurance' }))).id_party;
  for (const [date, price] of [
    ['2026-03-02', '1000.10'],
    ['2026-03-03', '0.30'],
  ]) {
    const note = await ok(
      admin.post('/api/invoices', { fk_dossier: dossier, fk_client_party: client, issue_date: date, lines: [{ label: 'Honoraires', unit_price: price }] }),
    );
    await ok(admin.post(`/api/invoices/${note.id}/issue`, {}));
  }
  folder = mkdtempSync(join(tmpdir(), 'cabinet-money-transfer-'));
  const zip = await admin.get('/api/admin/export');
  for (const [name, text] of await unzip(zip.rawPayload)) writeFileSync(join(folder, name), text);
});

afterEach(async () => {
  await office.close();
  for (const server of others.splice(0)) await server.close();
  rmSync(folder, { recursive: true, force: true });
});

async function emptyOffice(settings: Record<string, unknown> = MOROCCO) {
  const started = await startServerWithAdmin({ at: '2026-03-20T09:00:00Z', settings });
  others.push(started.server);
  return started;
}

async function importInto(server: TestServer) {
  const source = await csvSource(folder);
  try {
    return await runImport(server.database, source);
  } finally {
    await source.close();
  }
}

/** Rewrites one file of the export: its rows (header first) through `change`. */
function edit(file: string, change: (rows: string[][]) => string[][]) {
  const path = join(folder, file);
  const rows = parse(readFileSync(path, 'utf8'), { bom: true }) as string[][];
  writeFileSync(path, writeCsv(change(rows), { bom: true }));
}

describe('the money in an export and its import', () => {
  it('comes only into an office keeping the same currency, the setting named', async () => {
    const { server } = await emptyOffice({ currency: 'EUR' });
    const report = await importInto(server);
    expect(report.loaded).toBe(false);
    expect(report.refused).toEqual([
      expect.stringMatching(/^invoices\.csv:2: currency MAD is not the office's \(EUR\): choose MAD in the settings before the import/),
      expect.stringMatching(/^invoices\.csv:3: currency MAD/),
    ]);
    expect(await server.database.db.selectFrom('invoice').select('id').execute()).toEqual([]);
  });

  it('goes on numbering after the imported notes, even from an export without where the series stood', async () => {
    unlinkSync(join(folder, 'invoice_series.csv'));
    const { server, admin: other } = await emptyOffice();
    const report = await importInto(server);
    expect(report.refused).toEqual([]);
    expect(report.loaded).toBe(true);
    expect(await server.database.db.selectFrom('invoice_series').select(['series', 'last_number']).execute()).toEqual([
      { series: '2026', last_number: 2 },
    ]);
    const dossier = (await other.get('/api/dossiers')).json().items[0].id_dossier;
    const client = (await other.get('/api/parties')).json().items[0].id_party;
    const note = await ok(
      other.post('/api/invoices', { fk_dossier: dossier, fk_client_party: client, issue_date: '2026-03-10', lines: [{ label: 'Appel', unit_price: '10' }] }),
    );
    expect((await ok(other.post(`/api/invoices/${note.id}/issue`, {}))).number).toBe('2026-0003');
    // The numbers are those the office issued: both databases' sequences moved past the imported ids too.
    expect(note.id).toBe(3);
  });

  it('refuses a note whose number is not its series and place, or whose total is not its amounts', async () => {
    edit('invoices.csv', (rows) =>
      rows.map((row, i) => {
        if (i === 1) return row.map((value, c) => (rows[0]![c] === 'number' ? '2026-0007' : value));
        if (i === 2) return row.map((value, c) => (rows[0]![c] === 'total_minor' ? String(Number(value) + 1) : value));
        return row;
      }),
    );
    const { server } = await emptyOffice();
    const report = await importInto(server);
    expect(report.refused).toEqual([
      'invoices.csv:2: number "2026-0007" is not 2026-0001',
      'invoices.csv:3: total_minor is not net_minor + vat_minor + stamp_minor',
    ]);
    expect(report.loaded).toBe(false);
  });

  it('adds no line to a note already issued in Cabinet, nor a line whose amounts do not follow', async () => {
    edit('invoice_lines.csv', (rows) => {
      const first = rows[1]!;
      const added = first.map((value, c) => (rows[0]![c] === 'id' ? '99' : rows[0]![c] === 'position' ? '1' : value));
      return [...rows, added];
    });
    // Into the office itself: its issued note is there with its one line.
    const report = await importInto(office);
    expect(report.refused).toEqual(['invoice_lines.csv:4: fee note 1 is issued in Cabinet: no line can be added to it']);
    expect(await office.database.db.selectFrom('invoice_line').select('id').execute()).toHaveLength(2);

    edit('invoice_lines.csv', (rows) => rows.slice(0, 3).map((row, i) => (i === 1 ? row.map((value, c) => (rows[0]![c] === 'net_minor' ? '1' : value)) : row)));
    const { server } = await emptyOffice();
    const again = await importInto(server);
    expect(again.refused).toEqual(['invoice_lines.csv:2: net_minor and vat_minor are not quantity × unit_price_minor and its VAT (100010, 10001)']);
  });
});
