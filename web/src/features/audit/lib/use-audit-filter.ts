import { useSearchParams } from 'react-router';
import type { AuditFilter } from '../api/audit-log';

const positiveId = (value: string | null): number | undefined => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

/** The log's filters live in the URL (`?entity=&entity_id=&user=`), like its page. */
export function useAuditFilter() {
  const [params, setParams] = useSearchParams();
  const filter: AuditFilter = {
    entity: params.get('entity') || undefined,
    entity_id: positiveId(params.get('entity_id')),
    user: positiveId(params.get('user')),
  };

  const setFilter = (next: AuditFilter) =>
    setParams((current) => {
      const out = new URLSearchParams(current);
      for (const key of ['entity', 'entity_id', 'user'] as const) {
        const value = next[key];
        if (value === undefined || value === '') out.delete(key);
        else out.set(key, String(value));
      }
      // A new filter starts from the first page.
      out.delete('page');
      return out;
    });

  return { filter, setFilter };
}
