import type { ReferenceResource, ReferenceUsages } from '@cabinet/shared';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys';
import { api } from '../../../lib/api-client';

/** `GET /api/{r}/{id}/usages`: where a record is used, asked when its delete dialog opens (always fresh). */
export const useReferenceUsages = (resource: ReferenceResource, id: number) =>
  useQuery({
    queryKey: queryKeys.reference.usages(resource, id),
    queryFn: ({ signal }) => api<ReferenceUsages>(`/api/${resource}/${id}/usages`, { signal }),
    staleTime: 0,
    gcTime: 0,
  });
