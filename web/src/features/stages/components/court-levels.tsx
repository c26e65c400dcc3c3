import type { Stage } from '@cabinet/shared';
import { Button, Drawer, Group } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDossierStages } from '../../../api/dossier-stages';
import { useCurrency } from '../../../api/public-settings';
import { EmptyState, PageError, PageLoader } from '../../../components/page-state';
import { SectionPanel } from '../../../components/section-panel';
import { formatNumber } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useIsPhone } from '../../../lib/use-is-phone';
import { describeError } from '../../../lib/errors';
import { useDeleteStage } from '../api/stages';
import { EditStageForm, NewStageForm } from './stage-form';
import { StageTable, StageTimeline } from './stage-list';

/** The level open in the drawer: a new one, one being edited, or none. */
type Editing = { kind: 'new' } | { kind: 'edit'; stage: Stage } | null;

/**
 * The dossier's path through the courts: its levels in court order (a table at desk width, a
 * compact timeline on a phone), each added, corrected or deleted in a drawer.
 */
export function CourtLevels({ dossierId }: { dossierId: number }) {
  const { t, i18n } = useTranslation('stages');
  const stages = useDossierStages(dossierId);
  const currency = useCurrency();
  const isPhone = useIsPhone();
  const remove = useDeleteStage();
  const [editing, setEditing] = useState<Editing>(null);
  const count = stages.data?.items.length;

  const deleteStage = async (stage: Stage) => {
    try {
      await remove.mutateAsync(stage.id);
      notifySuccess(t('list.deleted'));
    } catch (error) {
      notifyError(describeError(error, t, t('errors.delete')), error);
    }
  };

  let body;
  if (stages.isError) body = <PageError message={t('errors.load')} onRetry={() => void stages.refetch()} />;
  else if (!stages.data) body = <PageLoader />;
  else if (stages.data.items.length === 0) body = <EmptyState message={t('section.empty')} />;
  else {
    const List = isPhone ? StageTimeline : StageTable;
    body = <List stages={stages.data.items} currency={currency} onEdit={(stage) => setEditing({ kind: 'edit', stage })} onDelete={deleteStage} />;
  }

  return (
    <SectionPanel
      p={{ base: 'sm', sm: 'lg' }}
      mb="lg"
      titleId="court-levels-title"
      title={count === undefined ? t('section.title') : t('section.titleCount', { n: formatNumber(count, i18n.language) })}
      data-testid="court-levels"
    >
      <Group mb="sm">
        <Button size="sm" variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing({ kind: 'new' })}>
          {t('section.add')}
        </Button>
      </Group>
      {body}
      <Drawer
        opened={editing !== null}
        onClose={() => setEditing(null)}
        position="right"
        size={isPhone ? '100%' : 'xl'}
        title={editing?.kind === 'edit' ? t('form.editTitle') : t('form.newTitle')}
        closeButtonProps={{ 'aria-label': t('common:actions.close') }}
        closeOnClickOutside={false}
      >
        {editing?.kind === 'new' && <NewStageForm dossierId={dossierId} currency={currency} onDone={() => setEditing(null)} />}
        {editing?.kind === 'edit' && (
          <EditStageForm key={editing.stage.id} stage={editing.stage} dossierId={dossierId} currency={currency} onDone={() => setEditing(null)} />
        )}
      </Drawer>
    </SectionPanel>
  );
}
