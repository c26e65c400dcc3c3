import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { auditRow, type Changes } from '../../lib/audit';
import { markForReview } from '../dossiers';
import { createImportRepository } from './import.repository';
import type { DbRow } from './transfer-columns';
import type { AsIsReason } from './transfer-descriptor';

/**
 * Old rows today's rules would refuse, brought in as they are when the office says so (one
 * option each). Each one is listed in the report, written in its dossier's history (what was kept
 * and why), and its dossier is marked "to review".
 */
export interface AsIsOptions {
  keepDuplicates?: boolean;
  allowUnknownDates?: boolean;
  keepDangling?: boolean;
}

export const AS_IS_FLAGS: Record<AsIsReason, string> = {
  duplicate_reference: '--keep-duplicates',
  unknown_registration_date: '--allow-unknown-dates',
  dangling_reference: '--keep-dangling',
};

export const allows = (options: AsIsOptions, reason: AsIsReason): boolean =>
  reason === 'duplicate_reference'
    ? Boolean(options.keepDuplicates)
    : reason === 'unknown_registration_date'
      ? Boolean(options.allowUnknownDates)
      : Boolean(options.keepDangling);

/** One record brought in as it is. */
export interface AsIsNote {
  /** The audited record: a dossier, an action (its expertise included) or an expert. */
  entity: 'dossier' | 'action' | 'expert';
  id: number;
  /** The dossier whose history holds the line and which is marked for review (for an expertise, found from its action once loaded). */
  dossier: number | null;
  where: string;
  reason: AsIsReason;
  /** `field: [as the old system had it, as imported]`. */
  changes: Changes;
  /** The report's sentence. */
  text: string;
}

/** A row that could not come in at all even as it is (an expertise whose action was deleted): listed, never silently dropped. */
export interface LeftOut {
  where: string;
  text: string;
}

/** The field an entry of a dossier's history names the reasons with (codes the interface translates). */
export const AS_IS_FIELD = 'import_as_is';
/** The field an imported dossier's history line names its source with. */
export const IMPORTED_FROM_FIELD = 'imported_from';

function mergeNotes(notes: AsIsNote[]): Changes {
  const changes: Changes = {};
  const reasons = new Set<string>();
  for (const note of notes) {
    for (const [field, [before, after]] of Object.entries(note.changes)) {
      // A dossier several others duplicate: every one of them is named.
      const earlier = changes[field];
      changes[field] = earlier ? [earlier[0], [...(Array.isArray(earlier[1]) ? earlier[1] : [earlier[1]]), after]] : [before, after];
    }
    reasons.add(note.reason);
  }
  changes[AS_IS_FIELD] = [null, [...reasons].join(',')];
  return changes;
}

/** Notes by dossier id, for the dossiers' own lines. */
export function dossierNotes(notes: AsIsNote[]): Map<number, AsIsNote[]> {
  const byDossier = new Map<number, AsIsNote[]>();
  for (const note of notes) {
    if (note.entity !== 'dossier') continue;
    byDossier.set(note.id, [...(byDossier.get(note.id) ?? []), note]);
  }
  return byDossier;
}

const CHUNK = 500;

/**
 * One history line per dossier the import added: where it came from, and what was brought in as
 * it is with the old system's values (so the original ids stay known).
 */
export async function writeImportLines(
  trx: Transaction<Database>,
  rows: DbRow[],
  notes: Map<number, AsIsNote[]>,
  at: string,
  source: string,
): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) {
    const values = rows.slice(i, i + CHUNK).map((row) => {
      const id = row.id_dossier as number;
      const own = notes.get(id);
      const changes: Changes = { [IMPORTED_FROM_FIELD]: [null, source], ...(own ? mergeNotes(own) : {}) };
      return auditRow({ at, userId: null, entity: 'dossier', entityId: id, operation: 'import', changes, dossierId: id });
    });
    await createImportRepository(trx).insertAuditLines(values);
  }
}

/**
 * After the load: the lines not written with a dossier the import added (actions, experts, a
 * dossier already there that an imported one duplicates), and the "to review" mark on every
 * dossier concerned. Returns how many dossiers are marked.
 */
export async function recordAsIs(
  trx: Transaction<Database>,
  notes: AsIsNote[],
  written: ReadonlySet<AsIsNote>,
  at: string,
): Promise<number> {
  if (notes.length === 0) return 0;
  const repo = createImportRepository(trx);
  const unresolved = [...new Set(notes.filter((n) => n.dossier === null && n.entity === 'action').map((n) => n.id))];
  const dossierOf = new Map<number, number>();
  for (let i = 0; i < unresolved.length; i += CHUNK) {
    const rows = await repo.actionDossiers(unresolved.slice(i, i + CHUNK));
    for (const row of rows) dossierOf.set(row.id_action, row.fk_dossier);
  }
  const dossierFor = (note: AsIsNote) => note.dossier ?? (note.entity === 'action' ? (dossierOf.get(note.id) ?? null) : null);
  const groups = new Map<string, AsIsNote[]>();
  for (const note of notes) {
    if (written.has(note)) continue;
    const key = `${note.entity}:${note.id}`;
    groups.set(key, [...(groups.get(key) ?? []), note]);
  }
  for (const group of groups.values()) {
    const first = group[0]!;
    const dossier = dossierFor(first);
    await repo.insertAuditLines([
      auditRow({
        at,
        userId: null,
        entity: first.entity,
        entityId: first.id,
        operation: 'import',
        changes: mergeNotes(group),
        dossierId: dossier ?? undefined,
      }),
    ]);
  }
  const marked = [...new Set(notes.map(dossierFor).filter((id): id is number => id !== null))];
  for (let i = 0; i < marked.length; i += CHUNK) await markForReview(trx, marked.slice(i, i + CHUNK));
  return marked.length;
}
