import { DossierActions } from '../../features/actions/components/dossier-actions';
import { DossierDeadlines } from '../../features/deadlines/components/dossier-deadlines';
import { DossierModifyPage } from '../../features/dossiers/components/modify/dossier-modify-page';

/** /dossier/modify/:id — the dossier screen with the deadlines and actions features' sections in its slot. */
export function DossierModifyRoute() {
  return (
    <DossierModifyPage
      renderActions={(dossier) => (
        <>
          <DossierDeadlines dossierId={dossier.id_dossier} />
          <DossierActions dossier={dossier} />
        </>
      )}
    />
  );
}
