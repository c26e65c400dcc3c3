/**
 * A dossier's court levels as the office works them (`/api/stages`, the board of levels): a
 * level's create, change and delete, each followed by the dossier's old number fields, its
 * notification's action, its hearings' deadlines and its ledger entries; the WhatsApp address of
 * a hearing. It sits above actions, deadlines, dossiers, money and stages (the levels' storage).
 * Other modules and the app import from here only.
 */
export { stagesRoutes } from './stages.routes';
