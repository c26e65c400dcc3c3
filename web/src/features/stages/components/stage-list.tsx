import type { Stage } from '@cabinet/shared';
import { Button, Group, Stack, Table, Text, Timeline } from '@mantine/core';
import { IconEdit, IconGavel } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { stageNumberText } from '../../../api/dossier-stages';
import { ConfirmButton } from '../../../components/confirm-button';
import { ResponsiveTable } from '../../../components/responsive-table';
import { TableHead } from '../../../components/table-head';
import { formatDate } from '../../../lib/format';
import { Fact, StageDecision, StageDetailCells, StageNotification, StageNumbers, StatusBadge, useTribunalName } from './stage-facts';

export interface StageListProps {
  /** In court order. */
  stages: Stage[];
  currency: string;
  onEdit: (stage: Stage) => void;
  onDelete: (stage: Stage) => Promise<void>;
}

/** How a row's buttons name their level to a screen reader: "Appeal 1457/1201/2026". */
function useStageName() {
  const { t } = useTranslation('stages');
  return (stage: Stage) => [t(`kinds.${stage.kind}`), stageNumberText(stage)].filter(Boolean).join(' ');
}

function StageButtons({ stage, onEdit, onDelete }: { stage: Stage } & Pick<StageListProps, 'onEdit' | 'onDelete'>) {
  const { t } = useTranslation('stages');
  const name = useStageName()(stage);
  return (
    <Group gap="xs" wrap="wrap">
      <Button size="xs" variant="light" leftSection={<IconEdit size={14} aria-hidden />} onClick={() => onEdit(stage)}>
        {t('common:actions.modify')}
        <span className="visually-hidden"> {name}</span>
      </Button>
      <ConfirmButton message={t('list.confirmDelete', { level: name })} onConfirm={() => onDelete(stage)} aria-label={t('list.deleteLabel', { level: name })}>
        {t('common:actions.delete')}
      </ConfirmButton>
    </Group>
  );
}

/** The level's court with its judge and chamber. */
function StageCourt({ stage }: { stage: Stage }) {
  const { t } = useTranslation('stages');
  const tribunal = useTribunalName(stage);
  return (
    <>
      <Text size="sm">{tribunal ? <bdi>{tribunal}</bdi> : t('list.noTribunal')}</Text>
      <Fact label={t('fields.judge')}>{stage.judge && <bdi>{stage.judge}</bdi>}</Fact>
      <Fact label={t('fields.chamber')}>{stage.chamber && <bdi>{stage.chamber}</bdi>}</Fact>
    </>
  );
}

/** The level's kind, whether it is open, and when it was filed. */
function StageHeading({ stage }: { stage: Stage }) {
  const { t, i18n } = useTranslation('stages');
  return (
    <>
      <Group gap="xs" wrap="wrap">
        <Text fw={700} size="sm">
          {t(`kinds.${stage.kind}`)}
        </Text>
        <StatusBadge status={stage.status} />
      </Group>
      <Fact label={t('fields.filed_on')}>{formatDate(stage.filed_on, i18n.language)}</Fact>
      <Fact label={t('fields.filing_ref')}>{stage.filing_ref && <bdi dir="ltr">{stage.filing_ref}</bdi>}</Fact>
    </>
  );
}

/** The levels at desk width: one row each, in court order. */
export function StageTable({ stages, currency, onEdit, onDelete }: StageListProps) {
  const { t } = useTranslation('stages');
  return (
    <ResponsiveTable minWidth={900} verticalSpacing="sm" striped aria-labelledby="court-levels-title">
      <TableHead
        ta="start"
        columns={[t('list.level'), t('list.court'), t('list.number'), t('list.decision'), t('list.notification'), t('list.operations')]}
      />
      <Table.Tbody>
        {stages.map((stage) => (
          <Table.Tr key={stage.id} data-testid="stage-row" data-kind={stage.kind}>
            <Table.Td>
              <Stack gap={4} align="flex-start">
                <StageHeading stage={stage} />
              </Stack>
            </Table.Td>
            <Table.Td>
              <Stack gap={2}>
                <StageCourt stage={stage} />
              </Stack>
            </Table.Td>
            <StageDetailCells stage={stage} currency={currency} />
            <Table.Td>
              <StageButtons stage={stage} onEdit={onEdit} onDelete={onDelete} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </ResponsiveTable>
  );
}

/** The levels on a phone: a compact vertical timeline, in court order, the open ones marked. */
export function StageTimeline({ stages, currency, onEdit, onDelete }: StageListProps) {
  const { t } = useTranslation('stages');
  const lastOpen = stages.map((stage) => stage.status).lastIndexOf('open');
  return (
    <Timeline active={lastOpen} bulletSize={22} lineWidth={2} role="list" aria-label={t('section.title')}>
      {stages.map((stage) => (
        <Timeline.Item
          key={stage.id}
          role="listitem"
          data-testid="stage-row"
          data-kind={stage.kind}
          bullet={<IconGavel size={12} aria-hidden />}
          title={<StageHeading stage={stage} />}
        >
          <Stack gap={2} mt={4}>
            <StageCourt stage={stage} />
            <StageNumbers stage={stage} />
            <StageDecision stage={stage} currency={currency} />
            {(stage.bailiff_name || stage.notified_on) && <StageNotification stage={stage} />}
            <StageButtons stage={stage} onEdit={onEdit} onDelete={onDelete} />
          </Stack>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
