import type { StaleDossier } from '@cabinet/shared';
import { useQuery } from '@tanstack/react-query';
import { pagedListQuery, type Paged } from '../../../api/paged-list';
import { queryKeys } from '../../../api/query-keys';

export interface StaleDossiersPage extends Paged<StaleDossier> {
  /** Dossiers without an action since this date are stale. */
  threshold: string;
}

export const useStaleDossiers = (page: number, pageSize: number) =>
  useQuery(
    pagedListQuery<StaleDossiersPage>('/api/dossiers/stale', queryKeys.dossiers.stalePage(page, pageSize), { page, page_size: pageSize }),
  );
