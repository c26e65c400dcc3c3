import type { ReferenceResource, ReferenceUsages } from '@cabinet/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { referenceKeys } from './reference-keys';

/** `GET /api/{r}/{id}/usages`: where a record is used, asked when its delete dialog opens (always fresh). */
export const useReferenceUsages = (resource: ReferenceResource, id: number) =>
  useQuery({
    queryKey: [...referenceKeys.record(resource, id), 'usages'],
    queryFn: ({ signal }) => api<ReferenceUsages>(`/api/${resource}/${id}/usages`, { signal }),
    staleTime: 0,
    gcTime: 0,
  });
