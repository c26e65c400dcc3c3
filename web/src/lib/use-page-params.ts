import { LIMITS, PAGE_SIZES } from '@cabinet/shared';
import { useSearchParams } from 'react-router';

/** `?page=&page_size=` of a paged list, so Back and shared links keep the page. */
export function usePageParams(defaultPageSize: number = LIMITS.pageSizeDefault) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Math.trunc(Number(params.get('page'))) || 1);
  const requested = Number(params.get('page_size'));
  const pageSize = (PAGE_SIZES as readonly number[]).includes(requested) ? requested : defaultPageSize;

  const setPage = (nextPage: number, nextPageSize: number = pageSize) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (nextPage > 1) next.set('page', String(nextPage));
      else next.delete('page');
      if (nextPageSize !== defaultPageSize) next.set('page_size', String(nextPageSize));
      else next.delete('page_size');
      return next;
    });

  return { page, pageSize, setPage };
}
