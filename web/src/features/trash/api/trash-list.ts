import type { TrashItem } from '@cabinet/shared';
import { useQuery } from '@tanstack/react-query';
import { pagedListQuery, type Paged } from '../../../api/paged-list';
import { queryKeys } from '../../../api/query-keys';

export const useTrash = (page: number, pageSize: number) =>
  useQuery(pagedListQuery<Paged<TrashItem>>('/api/trash', queryKeys.trash.page(page, pageSize), { page, page_size: pageSize }));
