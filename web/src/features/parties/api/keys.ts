/** Query keys of the party screens; a link change also refreshes the dossier lists and history. */
export const partyKeys = {
  all: ['parties'] as const,
  list: (q: string, page: number, pageSize: number) => ['parties', 'list', q, page, pageSize] as const,
  detail: (id: number) => ['parties', 'detail', id] as const,
  dossiers: (id: number) => ['parties', 'detail', id, 'dossiers'] as const,
  ofDossier: (dossierId: number) => ['parties', 'dossier', dossierId] as const,
  conflicts: (name: string, nationalId: string) => ['parties', 'conflicts', name, nationalId] as const,
};
export const DOSSIER_LISTS_KEY = ['dossiers', 'list'] as const;
export const dossierHistoryKey = (dossierId: number) => ['audit', 'dossier', dossierId] as const;
