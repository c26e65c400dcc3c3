import { LIMITS, PAGE_SIZES, type DossierSortField } from '@cabinet/shared';
import type { DossierListParams } from '../../api/dossiers';

/** The search screen's state as it lives in the URL, so Back and shared links restore it. */
export interface SearchState {
  q: string;
  tribunal: string | null;
  caseType: string | null;
  from: string;
  to: string;
  /** Only the dossiers an import marked "to review". */
  review: boolean;
  /** The search finds too the dossiers holding a document whose text has its words. */
  inDocuments: boolean;
  sort: { field: DossierSortField; desc: boolean } | null;
  page: number;
  pageSize: number;
}

export const SORTABLE_COLUMNS = [
  'ref_dossier_bureau',
  'num_police',
  'nom_responsable_civil',
  'montant_dette',
  'date_inscription_bureau',
] as const satisfies readonly DossierSortField[];
type SortableColumn = (typeof SORTABLE_COLUMNS)[number];

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const ID = /^\d{1,10}$/;

function positiveInt(text: string | null, fallback: number): number {
  const n = Number(text);
  return Number.isInteger(n) && n >= 1 ? n : fallback;
}

export function readSearchState(params: URLSearchParams): SearchState {
  const sortText = params.get('sort') ?? '';
  const sortField = sortText.replace(/^-/, '');
  const pageSize = Number(params.get('size'));
  return {
    q: params.get('q') ?? '',
    tribunal: ID.test(params.get('tribunal') ?? '') ? params.get('tribunal') : null,
    caseType: ID.test(params.get('type') ?? '') ? params.get('type') : null,
    from: DATE.test(params.get('from') ?? '') ? params.get('from')! : '',
    to: DATE.test(params.get('to') ?? '') ? params.get('to')! : '',
    review: params.get('review') === '1',
    inDocuments: params.get('docs') === '1',
    sort: (SORTABLE_COLUMNS as readonly string[]).includes(sortField)
      ? { field: sortField as SortableColumn, desc: sortText.startsWith('-') }
      : null,
    page: positiveInt(params.get('page'), 1),
    pageSize: (PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : LIMITS.pageSizeDefault,
  };
}

/** Only what differs from the defaults goes into the URL, so a plain /dossier/search stays plain. */
export function writeSearchState(state: SearchState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q.trim()) params.set('q', state.q.trim());
  if (state.tribunal) params.set('tribunal', state.tribunal);
  if (state.caseType) params.set('type', state.caseType);
  if (state.from) params.set('from', state.from);
  if (state.to) params.set('to', state.to);
  if (state.review) params.set('review', '1');
  if (state.inDocuments) params.set('docs', '1');
  if (state.sort) params.set('sort', `${state.sort.desc ? '-' : ''}${state.sort.field}`);
  if (state.page > 1) params.set('page', String(state.page));
  if (state.pageSize !== LIMITS.pageSizeDefault) params.set('size', String(state.pageSize));
  return params;
}

/** The API query for the state; newest registrations first unless the user sorts. */
export function toListParams(state: SearchState): DossierListParams {
  return {
    q: state.q.trim() || undefined,
    tribunal: state.tribunal ? Number(state.tribunal) : undefined,
    type_affaire_bureau: state.caseType ? Number(state.caseType) : undefined,
    from: state.from || undefined,
    to: state.to || undefined,
    to_review: state.review ? '1' : undefined,
    documents: state.inDocuments && state.q.trim() ? '1' : undefined,
    sort: state.sort ? `${state.sort.desc ? '-' : ''}${state.sort.field}` : '-id_dossier',
    page: state.page,
    page_size: state.pageSize,
  };
}

/** Clicking a header: ascending first, then descending, on the same column. */
export function nextSort(current: SearchState['sort'], field: SortableColumn): SearchState['sort'] {
  if (current?.field !== field) return { field, desc: false };
  return { field, desc: !current.desc };
}
