import { ROLL_PDF_MAX_HEARINGS, type ArabicMonthStyle, type RollGroup, type RollResponse } from '@cabinet/shared';
import { AppError } from '../../lib/app-error';
import type { AppContext } from '../../lib/context';
import { JobTimedOut, runOffThread } from '../../lib/off-thread';
import { officeDay } from '../../lib/office-day';
import { typeLabels } from '../../lib/translated-labels';
import type { SettingsReader } from '../../lib/settings-reader';
import type { MailLanguage } from './digest-labels';
import { createRollRepository } from './roll.repository';
import { rollSheet } from './roll-sheet';

/**
 * The bounds of a PDF roll's job (lib/off-thread.ts). A roll of ROLL_PDF_MAX_HEARINGS rows with
 * every cell full lays out in a few seconds; the time limit is there for what nobody foresaw, so
 * that one roll can neither hold the job queue nor, through the heap limit, the machine's memory.
 */
const ROLL_PDF_LIMITS = { timeoutMs: 30_000, heapMb: 256 };
const ROLL_PDF_MAX_BYTES = 10 * 1024 * 1024;
const PRINT_INSTEAD = 'print it from the printable page (the browser can save it as PDF)';

export function createRollService(ctx: AppContext, settings: SettingsReader) {
  const repository = createRollRepository(ctx.database.db);
  return {
    /** The day's hearings grouped by tribunal; tomorrow (office time zone) by default. */
    async roll(query: { date?: string; mineOf?: number }): Promise<RollResponse> {
      const date = query.date ?? (await officeDay(settings, ctx.clock)).tomorrow;
      const rows = await repository.hearings(date, query.mineOf);
      const groups: RollGroup[] = [];
      for (const row of rows) {
        let group = groups.at(-1);
        if (!group || group.fk_tribunal !== row.fk_tribunal) {
          group = { fk_tribunal: row.fk_tribunal, tribunal_nom: row.tribunal_nom, tribunal_ville: row.tribunal_ville, hearings: [] };
          groups.push(group);
        }
        group.hearings.push({
          id_action: row.id_action,
          fk_dossier: row.fk_dossier,
          ref_dossier_bureau: row.ref_dossier_bureau,
          num_dossier_tribunal: row.num_dossier_tribunal,
          // Until dossiers carry parties, the civilly liable party is the one the dossier names.
          parties: row.nom_responsable_civil,
          type_libelle: row.type_libelle,
          type_labels: typeLabels(row),
          contenu: row.contenu,
          attendee: row.assignee_name ?? row.responsible_name,
        });
      }
      return { date, groups, total: rows.length };
    },

    /**
     * The roll as a PDF, laid out in a job process: pdfkit's layout is synchronous, and what users
     * typed decides how long it takes. 422 roll_too_large past ROLL_PDF_MAX_HEARINGS rows, or when
     * the layout does not end in time.
     */
    async pdf(roll: RollResponse, lang: MailLanguage, arabicMonths: ArabicMonthStyle): Promise<Buffer> {
      if (roll.total > ROLL_PDF_MAX_HEARINGS) {
        throw new AppError(
          'roll_too_large',
          `A PDF roll holds at most ${ROLL_PDF_MAX_HEARINGS} hearings and this one has ${roll.total}: ${PRINT_INSTEAD}`,
        );
      }
      try {
        return await runOffThread('rollPdf', { sheet: rollSheet(roll, lang, arabicMonths), maxBytes: ROLL_PDF_MAX_BYTES }, ROLL_PDF_LIMITS);
      } catch (err) {
        if (err instanceof JobTimedOut)
          throw new AppError('roll_too_large', `This roll could not be laid out as a PDF in time: ${PRINT_INSTEAD}`);
        throw err;
      }
    },
  };
}
