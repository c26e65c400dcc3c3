import { DossierActions } from '../../features/actions/components/dossier-actions';
import { DossierModifyPage } from '../../features/dossiers/components/modify/dossier-modify-page';
import { DossierPartiesTab } from '../../features/parties/components/dossier-parties-tab';

/** /dossier/modify/:id — the dossier screen with the actions and parties features' sections in their slots. */
export function DossierModifyRoute() {
  return (
    <DossierModifyPage
      renderActions={(dossier) => <DossierActions dossier={dossier} />}
      renderParties={(dossier) => <DossierPartiesTab dossierId={dossier.id_dossier} />}
    />
  );
}
