import { DossierActions } from '../../features/actions/components/dossier-actions';
import { DossierModifyPage } from '../../features/dossiers/components/modify/dossier-modify-page';

/** /dossier/modify/:id — the dossier screen with the actions feature's section in its slot. */
export function DossierModifyRoute() {
  return <DossierModifyPage renderActions={(dossier) => <DossierActions dossier={dossier} />} />;
}
