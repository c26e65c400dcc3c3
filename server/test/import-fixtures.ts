import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The old system's tables as test files: one folder per case. */
export const IMPORT_FIXTURES = join(import.meta.dirname, 'fixtures/import');

/** What the import says of every row of the `refused` folder, in the order it reads them. */
export const REFUSED_ROWS = [
  'tribunal.csv:3: duplicate id_tribunal 1 (an earlier row has it)',
  'tribunal.csv:4: nom contains a NUL or another character a database cannot keep',
  'dossier.csv:3: date_inscription_bureau 2023-02-30 is not a real date',
  'dossier.csv:4: fk_tribunal 9 names no tribunal (not in tribunal.csv nor in Cabinet) [--keep-dangling imports it with none, the id kept in the history]',
  'dossier.csv:5: ref_dossier_bureau 500 is already used by live dossier 1 (dossier.csv:2) [--keep-duplicates keeps both, marked for review]',
  'dossier.csv:6: montant_dette "12abc" is not a number',
  'dossier.csv:9: duplicate id_dossier 6 (an earlier row has it)',
  'action.csv:3: fk_dossier 99 names no dossier (not in dossier.csv nor in Cabinet)',
  'action.csv:4: date_action is missing',
];

/** The `comma` tables copied to a temporary folder with `files` (name → text) written over them; the folder is removed after `use`. */
export async function withCommaCopy(files: Record<string, string>, use: (dir: string) => Promise<void>): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'cabinet-import-'));
  try {
    cpSync(join(IMPORT_FIXTURES, 'comma'), dir, { recursive: true });
    for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
    await use(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
