import { Group, Stack } from '@mantine/core';
import { DossierActions } from '../../features/actions/components/dossier-actions';
import { AttachToAction } from '../../features/documents/components/attach-to-action';
import { DossierDocuments } from '../../features/documents/components/dossier-documents';
import { DossierDeadlines } from '../../features/deadlines/components/dossier-deadlines';
import { DossierModifyPage } from '../../features/dossiers/components/modify/dossier-modify-page';
import { DossierMoneyTab } from '../../features/money/components/dossier-money-tab';
import { useMoneyAccess } from '../../api/session';
import { DossierPartiesTab } from '../../features/parties/components/dossier-parties-tab';
import { GenerateDocument } from '../../features/templates/components/generate-document';
import { CourtLevels } from '../../features/stages/components/court-levels';
import { NextHearingCard } from '../../features/stages/components/next-hearing';
import { formatDate } from '../../lib/format';
import { i18n } from '../../i18n';

/** /dossier/modify/:id — the dossier screen with the stages, deadlines, actions, parties, documents and money features in its slots. */
export function DossierModifyRoute() {
  const money = useMoneyAccess();
  return (
    <DossierModifyPage
      renderLead={(dossier) => <NextHearingCard dossierId={dossier.id_dossier} />}
      renderCourtPath={(dossier) => <CourtLevels dossierId={dossier.id_dossier} />}
      renderActions={(dossier) => (
        <>
          <DossierDeadlines dossierId={dossier.id_dossier} />
          <DossierActions
            dossier={dossier}
            renderRowExtra={(action) => (
              <AttachToAction
                dossierId={dossier.id_dossier}
                actionId={action.id_action}
                actionLabel={formatDate(action.date_action, i18n.language)}
              />
            )}
          />
        </>
      )}
      renderParties={(dossier) => <DossierPartiesTab dossierId={dossier.id_dossier} />}
      renderDocuments={(dossier) => (
        <Stack gap="md">
          <Group justify="flex-end">
            <GenerateDocument dossier={dossier} />
          </Group>
          <DossierDocuments dossier={dossier} />
        </Stack>
      )}
      renderMoney={
        money === 'none' ? undefined : (dossier) => <DossierMoneyTab dossierId={dossier.id_dossier} canWrite={money === 'write'} />
      }
    />
  );
}
