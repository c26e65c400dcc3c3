/** Query keys of the action screens, and the keys of other screens they refresh after a change (used directly, not imported). */
export const actionKeys = {
  detail: (id: number) => ['actions', 'detail', id] as const,
  dossier: (dossierId: number) => ['dossiers', 'detail', dossierId] as const,
  dossierActions: (dossierId: number) => ['dossiers', 'detail', dossierId, 'actions'] as const,
  dossierHistory: (dossierId: number) => ['audit', 'dossier', dossierId] as const,
};

/** What an action change makes out of date elsewhere: counters, agenda, dossier lists (last action), the log. */
export const AFFECTED_BY_ACTIONS = [['dashboard'], ['agenda'], ['dossiers', 'list'], ['dossiers', 'stale'], ['audit']] as const;
