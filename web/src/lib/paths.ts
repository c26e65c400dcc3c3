import { REFERENCE_RESOURCES } from '@cabinet/shared';

/** The route bases of the five reference lists (`/tribunal/list`), from the shared reference definitions. */
export const REFERENCE_BASES = Object.values(REFERENCE_RESOURCES).map((resource) => resource.webPath);
export type ReferenceBase = (typeof REFERENCE_BASES)[number];

export type DossierTab = 'parties' | 'documents' | 'money';
export type MoneyView = 'outstanding' | 'notes' | 'payments' | 'fee-dossiers' | 'statements';
export type DeadlineSection = 'overdue' | 'week' | 'month' | 'later';

/** Every screen's URL, in one place: links and redirects build their address here, never by hand. */
export const paths = {
  home: '/',
  login: '/login',
  register: '/register',
  profile: '/profile',
  dossier: {
    new: '/dossier/new',
    search: '/dossier/search',
    modify: (id: number, tab?: DossierTab) => `/dossier/modify/${id}${tab ? `?tab=${tab}` : ''}`,
  },
  action: {
    modify: (id: number) => `/action/modify/${id}`,
  },
  staleDossiers: '/dossiers/stale',
  tomorrow: '/actions/tomorrow',
  agenda: '/agenda',
  courtRoll: (date: string) => `/agenda/roll?date=${date}`,
  parties: {
    list: '/parties',
    new: '/parties/new',
    detail: (id: number) => `/parties/${id}`,
    edit: (id: number) => `/parties/${id}/edit`,
  },
  conflicts: '/conflicts',
  money: {
    /** The office's money: outstanding notes and provisions, the notes, the year's fee dossiers, the statements. */
    home: (view?: MoneyView) => `/money${view && view !== 'outstanding' ? `?view=${view}` : ''}`,
    /** A client's statement, its notes chosen by issue date when `from`/`to` are given. */
    statement: (partyId: number, from?: string, to?: string) => {
      const params = new URLSearchParams();
      if (from) params.set('from', from);
      if (to) params.set('to', to);
      return `/money/statement/${partyId}${String(params) ? `?${String(params)}` : ''}`;
    },
  },
  documents: {
    /** The search in every document's text (`?q=…&page=…`). */
    search: (q?: string, page?: number) => {
      const params = new URLSearchParams();
      if (q) params.set('q', q);
      if (page && page > 1) params.set('page', String(page));
      return `/documents/search${String(params) ? `?${String(params)}` : ''}`;
    },
  },
  deadlines: {
    board: '/deadlines',
    /** The board with its filters (`?section=overdue&tribunal=3`), or bare when there are none. */
    filtered: (params: URLSearchParams | string) => `/deadlines${String(params) ? `?${String(params)}` : ''}`,
    section: (section: DeadlineSection) => `/deadlines?section=${section}`,
  },
  stages: {
    /** The board of court levels (`?awaiting=appeal&tribunal=3`). */
    board: '/stages',
  },
  deadlineRules: {
    list: '/deadline_rules/list',
    new: '/deadline_rules/new',
    modify: (id: number) => `/deadline_rules/modify/${id}`,
  },
  reference: {
    list: (base: ReferenceBase) => `/${base}/list`,
    new: (base: ReferenceBase) => `/${base}/new`,
    modify: (base: ReferenceBase, id: number) => `/${base}/modify/${id}`,
  },
  templates: {
    admin: '/admin/templates',
    fields: '/templates/fields',
  },
  admin: {
    users: '/admin/users',
    settings: '/admin/settings',
    trash: '/admin/trash',
    calendar: '/admin/calendar',
    audit: '/admin/audit',
  },
} as const;
