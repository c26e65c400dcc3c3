import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import pg from 'pg';
import { createDatabase, type DatabaseHandle } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { freshDatabaseUrl } from './harness';
import { IMPORT_FIXTURES } from './import-fixtures';

/**
 * A small office's old system, as its hosted database had it and as its table editor exports it
 * (`<table>_rows.csv`, NULL as an empty field, an empty text as `""`, LF, timestamps with
 * microseconds): Arabic, line breaks, amounts to the cent, dates back to 1899, its own action
 * types at 73–77 (where a new Cabinet puts its own), a literal `�` in a text.
 */
export const OLD_SYSTEM = join(IMPORT_FIXTURES, 'old-system');

/** The old system's files copied to a temporary folder, `files` (name → text, or null to remove it) written over them. */
export async function withOldSystem(files: Record<string, string | Buffer | null>, use: (dir: string) => Promise<void>): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'cabinet-old-system-'));
  try {
    cpSync(OLD_SYSTEM, dir, { recursive: true });
    for (const [name, text] of Object.entries(files)) {
      if (text === null) rmSync(join(dir, name));
      else writeFileSync(join(dir, name), text);
    }
    await use(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const oldFile = (name: string) => readFileSync(join(OLD_SYSTEM, name), 'utf8');

/**
 * Rows the old system allowed and today's rules refuse, added to its files: duplicate references
 * (dossiers 14 and 15 repeat 1001), a dossier without a registration date (16), references to
 * deleted records (dossier 17's tribunal 7 and case type 9, action 106's type 58, expert 13 on
 * the expertise of action 101, expert 3's expertise type 5), and an expertise whose action was
 * deleted (of action 999).
 */
export function oldSystemQuirks(): Record<string, string> {
  return {
    'dossier_rows.csv':
      oldFile('dossier_rows.csv') +
      [
        '14,1001,2016-01-04,1,1,,,Doublon A,,,,,,,,,,,,,,',
        '15,1001,2016-01-05,1,1,,,Doublon B,,,,,,,,,,,,,,',
        '16,1005,,1,1,,,Sans date,,,,,,,,,,,,,,',
        '17,1006,2017-02-01,9,7,,,Tribunal supprimé,,,,,,,,,,,,,,',
      ].join('\n') +
      '\n',
    'action_rows.csv': oldFile('action_rows.csv') + '106,12,2016-03-01,58,Type supprimé,,2016-03-01 10:00:00+00,user\n',
    'expertise_rows.csv': 'fk_action,fk_type_expertise,fk_expert,frais,contenu\n101,1,13,3000,Rapport\n999,1,1,500,Action supprimée\n',
    'expert_rows.csv': oldFile('expert_rows.csv') + '3,Dr Omar Tazi,0537000000,,5\n',
  };
}

/** A column's type in the old database, by the seed's naming. */
function typeOf(column: string): string {
  if (column === 'montant_dette') return 'numeric';
  if (column === 'frais') return 'integer';
  if (/^(id_|fk_)/.test(column) || column === 'ref_dossier_bureau') return 'bigint';
  if (/^date_/.test(column)) return 'date';
  if (column === 'dtcrea' || column === 'dtmodif') return 'timestamptz';
  return 'text';
}

/**
 * The old system's PostgreSQL database holding a folder's tables: every column nullable, keys
 * without foreign keys (as the old hosted database mostly had them), NULL for an empty field and
 * an empty text for `""`, as its export was made from it.
 */
export async function oldDatabaseFrom(folder: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const old = await freshDatabaseUrl();
  const client = new pg.Client({ connectionString: old.url });
  await client.connect();
  try {
    await client.query(`set timezone = 'UTC'`);
    for (const file of readdirSync(folder).filter((f) => f.endsWith('.csv'))) {
      const table = file.replace(/(_rows)?\.csv$/, '');
      const [header, ...rows] = parse(readFileSync(join(folder, file)), {
        bom: true,
        cast: (value, context) => (value === '' && !context.quoting ? null : value),
      }) as (string | null)[][];
      const columns = header!.map(String);
      await client.query(
        `create table ${pg.escapeIdentifier(table)} (${columns.map((c) => `${pg.escapeIdentifier(c)} ${typeOf(c)}`).join(', ')})`,
      );
      for (const row of rows) {
        await client.query(`insert into ${pg.escapeIdentifier(table)} values (${row.map((_, i) => `$${i + 1}`).join(', ')})`, row);
      }
    }
  } finally {
    await client.end();
  }
  return old;
}

/** A migrated SQLite database in a temporary folder (an import target beside the test's own database). */
export async function sqliteTarget(): Promise<{ database: DatabaseHandle; close: () => Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'cabinet-target-'));
  const database = createDatabase(`sqlite:${join(dir, 'target.db')}`, { poolSize: 1 });
  await migrateToLatest(database);
  return {
    database,
    close: async () => {
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
