import type { DossierListQuery, ReferenceResource } from '@cabinet/shared';

/**
 * Every query key of the app, in one place, so a read and the invalidation that refreshes it
 * cannot drift apart. Invalidation matches by prefix: `dossiers.all` covers every dossier read.
 */
export const queryKeys = {
  /** The signed-in user (null when signed out): written by sign-in, sign-out and profile edits. */
  session: ['session'] as const,
  /** Everything under /api/settings: the public subset is refreshed when an admin saves the settings. */
  settings: ['settings'] as const,
  publicSettings: ['settings', 'public'] as const,
  adminSettings: ['settings', 'admin'] as const,
  /** The counters of the dashboard and the top bar. */
  dashboard: ['dashboard'] as const,
  /** The accounts screen, and the log's filter by who made a change. */
  users: ['users'] as const,
  accountOptions: ['accounts', 'options'] as const,

  reference: {
    all: ['reference'] as const,
    list: (resource: ReferenceResource) => ['reference', resource, 'list'] as const,
    record: (resource: ReferenceResource, id: number) => ['reference', resource, 'record', id] as const,
    usages: (resource: ReferenceResource, id: number) => ['reference', resource, 'record', id, 'usages'] as const,
    /** A whole list for the selects and labels of other screens (`api/reference-options.ts`). */
    options: (resource: ReferenceResource) => [resource, 'options'] as const,
  },
  dossiers: {
    all: ['dossiers'] as const,
    lists: () => ['dossiers', 'list'] as const,
    list: (query: Partial<DossierListQuery>) => ['dossiers', 'list', query] as const,
    quick: (q: string) => ['dossiers', 'quick', q] as const,
    options: (q: string) => ['dossiers', 'options', q] as const,
    stale: () => ['dossiers', 'stale'] as const,
    stalePage: (page: number, pageSize: number) => ['dossiers', 'stale', page, pageSize] as const,
    detail: (id: number) => ['dossiers', 'detail', id] as const,
    actions: (id: number) => ['dossiers', 'detail', id, 'actions'] as const,
  },
  actions: {
    detail: (id: number) => ['actions', 'detail', id] as const,
  },
  audit: {
    all: ['audit'] as const,
    log: (filter: { entity?: string; entity_id?: number; user?: number }, page: number, pageSize: number) =>
      ['audit', filter.entity ?? null, filter.entity_id ?? null, filter.user ?? null, page, pageSize] as const,
    dossier: (dossierId: number) => ['audit', 'dossier', dossierId] as const,
    dossierPage: (dossierId: number, page: number) => ['audit', 'dossier', dossierId, page] as const,
  },
  agenda: {
    all: ['agenda'] as const,
    /** Without dates: tomorrow, as the server counts it (the tomorrow page and the dashboard's preview). */
    range: (range: { from?: string; to?: string; mine?: boolean }) =>
      ['agenda', range.from ?? null, range.to ?? null, range.mine ?? false] as const,
    roll: (date: string | undefined, mine: boolean) => ['agenda', 'roll', date ?? null, mine] as const,
  },
  parties: {
    all: ['parties'] as const,
    list: (q: string, page: number, pageSize: number) => ['parties', 'list', q, page, pageSize] as const,
    detail: (id: number) => ['parties', 'detail', id] as const,
    dossiers: (id: number) => ['parties', 'detail', id, 'dossiers'] as const,
    ofDossier: (dossierId: number) => ['parties', 'dossier', dossierId] as const,
    conflicts: (name: string, nationalId: string) => ['parties', 'conflicts', name, nationalId] as const,
  },
  documents: {
    all: ['documents'] as const,
    dossier: (dossierId: number) => ['documents', 'dossier', dossierId] as const,
    /** A dossier's documents found by words of their text (under the dossier's key: an upload refreshes it). */
    dossierSearch: (dossierId: number, q: string) => ['documents', 'dossier', dossierId, 'search', q] as const,
    /** Every document found by words of its text. */
    searches: ['documents', 'search'] as const,
    search: (q: string, page: number, pageSize: number) => ['documents', 'search', q, page, pageSize] as const,
    /** The dossier's documents in the trash (administrators). */
    trashed: (dossierId: number) => ['documents', 'trashed', dossierId] as const,
    /** The dossier's actions, to attach a document to one. */
    actionsOf: (dossierId: number) => ['documents', 'actions-of', dossierId] as const,
  },
  deadlines: {
    all: ['deadlines'] as const,
    board: (query: Record<string, unknown>) => ['deadlines', 'board', query] as const,
    dossier: (id: number) => ['deadlines', 'dossier', id] as const,
    /** The dossier's actions, to mark a deadline done by one. */
    dossierActions: (dossierId: number) => ['deadlines', 'dossier-actions', dossierId] as const,
    rules: ['deadline-rules'] as const,
  },
  calendar: {
    all: ['calendar'] as const,
    days: (from: string, to: string, lang: string, country?: string) => ['calendar', from, to, lang, country ?? ''] as const,
    feed: ['calendar', 'feed'] as const,
    countries: ['calendar', 'countries'] as const,
    feasts: (from: string, to: string, lang: string, country?: string) => ['calendar', 'feasts', from, to, lang, country ?? ''] as const,
    migration: ['calendar', 'migration'] as const,
  },
  mail: {
    log: ['mail', 'log'] as const,
    logPage: (page: number) => ['mail', 'log', page] as const,
  },
  trash: {
    all: ['trash'] as const,
    page: (page: number, pageSize: number) => ['trash', page, pageSize] as const,
  },
  templates: {
    all: ['templates'] as const,
    list: ['templates', 'list'] as const,
    fields: ['templates', 'fields'] as const,
  },
  money: {
    all: ['money'] as const,
    dossier: (dossierId: number) => ['money', 'dossier', dossierId] as const,
    dossierInvoices: (dossierId: number) => ['money', 'invoices', 'dossier', dossierId] as const,
    invoice: (id: number) => ['money', 'invoice', id] as const,
    /** The dossier's parties, to choose a fee note's client. */
    clients: (dossierId: number) => ['money', 'clients', dossierId] as const,
    fiscalProfiles: ['money', 'fiscal-profiles'] as const,
    outstanding: ['money', 'outstanding'] as const,
    invoices: (filter: Record<string, string | number | undefined>) => ['money', 'invoices', 'list', filter] as const,
    payments: (filter: Record<string, string | number | undefined>) => ['money', 'payments', filter] as const,
    feeDossiers: (year: number) => ['money', 'fee-dossiers', year] as const,
    statement: (partyId: number, from: string, to: string) => ['money', 'statement', partyId, from, to] as const,
    clientSearch: (q: string) => ['money', 'client-search', q] as const,
    numbering: ['money', 'numbering'] as const,
  },
  stages: {
    all: ['stages'] as const,
    /** A dossier's court levels, in court order. */
    dossier: (dossierId: number) => ['stages', 'dossier', dossierId] as const,
    board: (query: Record<string, unknown>) => ['stages', 'board', query] as const,
  },
};

/** What a change makes out of date on other screens: each group is invalidated as a whole. */
export const invalidationGroups = {
  /**
   * An action written or deleted: the deadlines it starts, moves or removes, counters, agenda,
   * dossier lists (last action), stale dossiers, the log.
   */
  afterActionChange: [
    queryKeys.deadlines.all,
    queryKeys.dashboard,
    queryKeys.agenda.all,
    queryKeys.dossiers.lists(),
    queryKeys.dossiers.stale(),
    queryKeys.audit.all,
    // An action of a special type writes its court level.
    queryKeys.stages.all,
  ],
  /** A document uploaded, edited, deleted or restored: the dossier's documents, the searches, its trash and its history. */
  afterDocumentChange: (dossierId: number) => [
    queryKeys.documents.dossier(dossierId),
    queryKeys.documents.searches,
    queryKeys.documents.trashed(dossierId),
    queryKeys.audit.dossier(dossierId),
  ],
  /** A restore or purge: the trash, the counters, every dossier read, the agenda and the log. */
  afterTrashChange: [queryKeys.trash.all, queryKeys.dashboard, queryKeys.dossiers.all, queryKeys.agenda.all, queryKeys.audit.all],
  /** A deadline done, waived or opened again: every list that shows deadlines. */
  afterDeadlineChange: [queryKeys.deadlines.all, queryKeys.dashboard, queryKeys.agenda.all],
  /** A ledger entry, fee note or payment written: every money read (balances follow the notes and the ledger). */
  afterMoneyChange: [queryKeys.money.all],
  /** A day added to or removed from the office calendar moves open deadlines. */
  afterCalendarChange: [queryKeys.calendar.all, queryKeys.deadlines.all, queryKeys.dashboard, queryKeys.agenda.all],
  /**
   * A court level written or deleted: the levels, the dossier (its legacy number fields follow),
   * its actions and deadlines (a notification date adds the action that starts them), the roll, the log.
   */
  afterStageChange: [
    queryKeys.stages.all,
    queryKeys.dossiers.all,
    queryKeys.deadlines.all,
    queryKeys.agenda.all,
    queryKeys.dashboard,
    queryKeys.audit.all,
  ],
} as const;
