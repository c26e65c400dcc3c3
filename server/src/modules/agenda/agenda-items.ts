import type { ActionAgendaItem, AgendaItem, DeadlineAgendaItem, DossierSummary } from '@cabinet/shared';
import { type DeadlineRow, ruleLabels } from '../deadlines';

/** The one mapping of a deadline row to an agenda item. */
export function deadlineAgendaItem(row: DeadlineRow, summary: DossierSummary): DeadlineAgendaItem {
  return {
    kind: 'deadline',
    agenda_key: `deadline-${row.id}`,
    id_deadline: row.id,
    fk_dossier: row.fk_dossier,
    ref_dossier_bureau: row.ref_dossier_bureau,
    rule_id: row.fk_rule,
    rule_label: row.rule_label,
    rule_labels: ruleLabels(row),
    legal_reference: row.legal_reference,
    trigger_action_id: row.trigger_action_id,
    start_date: row.start_date,
    due_date: row.due_date,
    agenda_date: row.due_date,
    modified_at: row.modified_at,
    version: row.version,
    ...summary,
  };
}

/** One list by day; on a day, the deadlines due first (what must not slip), then the actions. */
export function mergeAgenda(actions: ActionAgendaItem[], deadlines: DeadlineAgendaItem[]): AgendaItem[] {
  const merged: AgendaItem[] = [];
  let a = 0;
  let d = 0;
  while (a < actions.length || d < deadlines.length) {
    const action = actions[a];
    const deadline = deadlines[d];
    if (deadline && (!action || deadline.agenda_date <= action.agenda_date)) {
      merged.push(deadline);
      d++;
    } else {
      merged.push(action!);
      a++;
    }
  }
  return merged;
}
