import type { RollGroup, RollResponse } from '@cabinet/shared';
import type { AppContext } from '../../lib/context';
import { officeDay } from '../../lib/office-day';
import { typeLabels } from '../../lib/translated-labels';
import type { SettingsReader } from '../../lib/settings-reader';
import { createRollRepository } from './roll.repository';

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
  };
}
