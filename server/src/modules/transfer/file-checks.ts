import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { ImportSource } from './csv-source';
import type { TableState } from './import-state';
import { createImportRepository } from './import.repository';

/**
 * What is wrong with the source as a whole, said once and plainly before any row is checked:
 * tables missing that others need, names given twice. (Each table's own columns are checked when
 * it is opened; its character set and its end when it is read.)
 */
export interface FileCheckOptions {
  /** The office says its old system holds no actions: dossiers may come without them. */
  noActions?: boolean;
}

const missingText = (state: TableState, kind: ImportSource['kind']) =>
  kind === 'files' ? `${state.descriptor.file} is missing` : `the old database has no ${state.descriptor.table} table`;

export async function checkFiles(
  db: Kysely<Database>,
  states: TableState[],
  source: ImportSource,
  options: FileCheckOptions,
): Promise<string[]> {
  const faults: string[] = [];
  for (const names of source.ambiguous?.(states.map((s) => s.descriptor.file)) ?? [])
    faults.push(`${names} are the same table: keep one of them`);
  const byFile = new Map(states.map((s) => [s.descriptor.file, s]));
  const dossiers = byFile.get('dossier.csv');
  const actions = byFile.get('action.csv');
  if (dossiers?.source && actions && !actions.source && !options.noActions)
    faults.push(
      `${dossiers.label} is there but ${missingText(actions, source.kind)}: the dossiers would come without their history of actions. ` +
        `Add it${source.kind === 'files' ? ` (exported like ${dossiers.label})` : ''}, or, if the old system really holds no action, add --no-actions.`,
    );
  for (const state of states) {
    if (!state.source) continue;
    for (const column of state.descriptor.columns) {
      if (!column.ref || !column.required) continue;
      const target = byFile.get(column.ref)!;
      if (target.source || !(await createImportRepository(db).isEmpty(target.descriptor.table))) continue;
      state.faults.push(
        `each row names its ${target.descriptor.table} (${column.csv}), but ${missingText(target, source.kind)} and Cabinet holds none: add it and run the import again`,
      );
      break;
    }
  }
  return faults;
}
