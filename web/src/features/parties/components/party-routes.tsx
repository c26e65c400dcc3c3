/** The party screens, one lazily loaded chunk. */
export { ConflictCheckPage } from './conflict-check-page';
export { PartiesListPage } from './parties-list-page';
export { PartyDetailPage } from './party-detail-page';
export { PartyCreatePage, PartyEditPage } from './party-edit-pages';
