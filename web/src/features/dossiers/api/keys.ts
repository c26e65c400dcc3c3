import type { DossierListQuery } from '@cabinet/shared';

/** Query keys of the dossier screens. Other screens invalidate `['dossiers']` after a change. */
export const dossierKeys = {
  all: ['dossiers'] as const,
  lists: () => ['dossiers', 'list'] as const,
  list: (query: Partial<DossierListQuery>) => ['dossiers', 'list', query] as const,
  detail: (id: number) => ['dossiers', 'detail', id] as const,
  actions: (id: number) => ['dossiers', 'detail', id, 'actions'] as const,
  history: (id: number, page: number) => ['audit', 'dossier', id, page] as const,
};

/** The top bar's counters (owned by the dashboard), refreshed after every change here. */
export const DASHBOARD_KEY = ['dashboard'] as const;
