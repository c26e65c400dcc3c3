import { courtNumberText, PARTY_ROLES, ROLL_PDF_MAX_HEARINGS, type RollGroup, type RollParty, type RollResponse } from '@cabinet/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { AppContext } from '../../lib/context';
import { JobTimedOut, runOffThread } from '../../lib/off-thread';
import { officeDay } from '../../lib/office-day';
import { typeLabels } from '../../lib/translated-labels';
import type { SettingsReader } from '../../lib/settings-reader';
import type { MailLanguage } from './digest-labels';
import { createRollRepository } from './roll.repository';
import { rollSheet } from './roll-sheet';
import type { RollWording } from './roll-labels';

/**
 * The bounds of a PDF roll's job (lib/off-thread.ts). A roll of ROLL_PDF_MAX_HEARINGS rows with
 * every cell full lays out in a few seconds; the time limit is there for what nobody foresaw, so
 * that one roll can neither hold the job queue nor, through the heap limit, the machine's memory.
 */
const ROLL_PDF_LIMITS = { timeoutMs: 30_000, heapMb: 256 };
const ROLL_PDF_MAX_BYTES = 10 * 1024 * 1024;
const PRINT_INSTEAD = 'print it from the printable page (the browser can save it as PDF)';

const roleRank = (role: RollParty['role']) => PARTY_ROLES.indexOf(role);

/**
 * Each dossier's parties by role (client first, as PARTY_ROLES orders them). A civilly liable
 * party named only in the dossier's own field (the old system's way) is listed under that role,
 * unless a linked party holds it.
 */
function partiesByDossier(
  links: { fk_dossier: number; role: RollParty['role']; name: string; name_ar: string | null }[],
  civillyLiable: Map<number, string | null>,
): Map<number, RollParty[]> {
  const byDossier = new Map<number, RollParty[]>();
  for (const { fk_dossier, role, name, name_ar } of links) {
    const list = byDossier.get(fk_dossier) ?? [];
    list.push({ role, name, name_ar });
    byDossier.set(fk_dossier, list);
  }
  for (const [dossier, name] of civillyLiable) {
    const list = byDossier.get(dossier) ?? [];
    if (name && !list.some((p) => p.role === 'civilly_liable')) list.push({ role: 'civilly_liable', name, name_ar: null });
    byDossier.set(dossier, list);
  }
  // A stable sort: within a role, the order the parties were linked in.
  for (const list of byDossier.values()) list.sort((a, b) => roleRank(a.role) - roleRank(b.role));
  return byDossier;
}

/**
 * A day's hearings grouped by tribunal (the hearing's level's, else the dossier's), then by time:
 * the roll's screen, print and PDF, and the digest's hearings, read here.
 */
export async function readRoll(db: Kysely<Database>, date: string, mineOf?: number): Promise<RollResponse> {
  const repository = createRollRepository(db);
  const rows = await repository.hearings(date, mineOf);
  const civillyLiable = new Map(rows.map((row) => [row.fk_dossier, row.nom_responsable_civil]));
  const parties = partiesByDossier(await repository.partiesOf([...civillyLiable.keys()]), civillyLiable);
  const groups: RollGroup[] = [];
  for (const row of rows) {
    let group = groups.at(-1);
    if (!group || group.fk_tribunal !== row.fk_tribunal) {
      group = {
        fk_tribunal: row.fk_tribunal,
        tribunal_nom: row.tribunal_nom,
        tribunal_nom_ar: row.tribunal_nom_ar,
        tribunal_ville: row.tribunal_ville,
        hearings: [],
      };
      groups.push(group);
    }
    group.hearings.push({
      id_action: row.id_action,
      fk_dossier: row.fk_dossier,
      ref_dossier_bureau: row.ref_dossier_bureau,
      num_dossier_tribunal: row.num_dossier_tribunal,
      parties: parties.get(row.fk_dossier) ?? [],
      type_libelle: row.type_libelle,
      type_labels: typeLabels(row),
      contenu: row.contenu,
      attendee: row.assignee_name ?? row.responsible_name,
      hearing_time: row.hearing_time,
      room: row.room,
      stage: row.stage_kind === null ? null : { kind: row.stage_kind, file_number_text: courtNumberText(row) },
    });
  }
  // A dossier is heard once a day, however many of its actions fall on it (the hearing logged
  // for the day and the earlier one adjourned to it).
  return { date, groups, total: civillyLiable.size, rows: rows.length };
}

export function createRollService(ctx: AppContext, settings: SettingsReader) {
  return {
    /** The day's hearings grouped by tribunal, then by time; tomorrow (office time zone) by default. */
    async roll(query: { date?: string; mineOf?: number }): Promise<RollResponse> {
      const date = query.date ?? (await officeDay(settings, ctx.clock)).tomorrow;
      return readRoll(ctx.database.db, date, query.mineOf);
    },

    /**
     * The roll as a PDF, laid out in a job process: pdfkit's layout is synchronous, and what users
     * typed decides how long it takes. 422 roll_too_large past ROLL_PDF_MAX_HEARINGS rows, or when
     * the layout does not end in time.
     */
    async pdf(roll: RollResponse, lang: MailLanguage, wording: RollWording): Promise<Buffer> {
      if (roll.rows > ROLL_PDF_MAX_HEARINGS) {
        throw new AppError(
          'roll_too_large',
          `A PDF roll holds at most ${ROLL_PDF_MAX_HEARINGS} hearings and this one has ${roll.rows}: ${PRINT_INSTEAD}`,
        );
      }
      try {
        return await runOffThread('rollPdf', { sheet: rollSheet(roll, lang, wording), maxBytes: ROLL_PDF_MAX_BYTES }, ROLL_PDF_LIMITS);
      } catch (err) {
        if (err instanceof JobTimedOut)
          throw new AppError('roll_too_large', `This roll could not be laid out as a PDF in time: ${PRINT_INSTEAD}`);
        throw err;
      }
    },
  };
}
