import { Pagination } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const CONTROL_LABELS = {
  first: 'search.firstPage',
  previous: 'search.previousPage',
  next: 'search.nextPage',
  last: 'search.lastPage',
} as const;

interface PageButtonsProps {
  /** Names the navigation landmark around the buttons. */
  label: string;
  pages: number;
  page: number;
  onChange: (page: number) => void;
  /** Also a first and a last page button. */
  withEdges?: boolean;
}

/** The page buttons of a paged list, each named for screen readers; nothing when there is one page. */
export function PageButtons({ label, pages, page, onChange, withEdges }: PageButtonsProps) {
  const { t } = useTranslation('dossiers');
  if (pages <= 1) return null;
  return (
    <nav aria-label={label}>
      <Pagination
        total={pages}
        value={page}
        onChange={onChange}
        withEdges={withEdges}
        size="sm"
        getItemProps={(item) => ({ 'aria-label': t('search.pageN', { page: item }) })}
        getControlProps={(control) => ({ 'aria-label': t(CONTROL_LABELS[control]) })}
      />
    </nav>
  );
}
