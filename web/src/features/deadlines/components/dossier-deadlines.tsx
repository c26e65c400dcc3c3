import type { Deadline, DeadlineStatus } from '@cabinet/shared';
import { Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, PageError, PageLoader } from '../../../components/page-state';
import { formatDate } from '../../../lib/format';
import { useDossierDeadlines } from '../api/deadlines';
import { DaysLeft, ruleLabel } from './days-left';
import { DeadlineExplanation, DeadlineFlags } from './deadline-explanation';
import { DeadlineStateDialog } from './deadline-state-dialog';
import { TableHead } from '../../../components/table-head';
import { ResponsiveTable } from '../../../components/responsive-table';
import { WhatsAppClientButton } from '../../../components/whatsapp-client-button';

/** The dossier's deadlines, every status: days left, overdue in red, and what to do with each. */
export function DossierDeadlines({ dossierId }: { dossierId: number }) {
  const { t, i18n } = useTranslation('deadlines');
  const deadlines = useDossierDeadlines(dossierId, i18n.language);
  const [editing, setEditing] = useState<{ deadline: Deadline; target: DeadlineStatus } | null>(null);

  return (
    <Paper
      withBorder
      p={{ base: 'sm', sm: 'lg' }}
      mb="lg"
      component="section"
      aria-labelledby="dossier-deadlines-title"
      data-testid="dossier-deadlines"
    >
      <Title order={2} size="h4" mb="sm" id="dossier-deadlines-title">
        {t('panel.title')}
      </Title>
      {deadlines.isPending && <PageLoader />}
      {deadlines.isError && <PageError message={t('panel.loadFailed')} onRetry={() => void deadlines.refetch()} />}
      {deadlines.data && deadlines.data.items.length === 0 && <EmptyState message={t('panel.empty')} />}
      {deadlines.data && deadlines.data.items.length > 0 && (
        <ResponsiveTable minWidth={640} verticalSpacing="xs" aria-labelledby="dossier-deadlines-title">
          <TableHead columns={[t('columns.rule'), t('columns.due'), t('columns.status'), t('columns.note'), t('columns.actions')]} />
          <Table.Tbody>
            {deadlines.data.items.map((deadline) => (
              <Table.Tr key={deadline.id} data-testid="deadline-row">
                <Table.Td>
                  <Stack gap={2}>
                    <Text size="sm" fw={600}>
                      <bdi>{ruleLabel(deadline.rule, i18n.language)}</bdi>
                    </Text>
                    <DeadlineExplanation deadline={deadline} />
                  </Stack>
                </Table.Td>
                <Table.Td>
                  <Stack gap={4} align="flex-start">
                    <Text size="sm" style={{ whiteSpace: 'nowrap' }} data-testid="due-date" data-date={deadline.due_date}>
                      {formatDate(deadline.due_date, i18n.language)}
                    </Text>
                    {deadline.status === 'open' && <DaysLeft days={deadline.days_left} />}
                    <DeadlineFlags deadline={deadline} />
                  </Stack>
                </Table.Td>
                <Table.Td>
                  <Badge color={deadline.status === 'open' ? 'blue' : deadline.status === 'done' ? 'teal' : 'gray'} variant="light">
                    {t(`status.${deadline.status}`)}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                    {deadline.note}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="wrap">
                    {deadline.status === 'open' ? (
                      <>
                        <WhatsAppClientButton actionId={deadline.trigger_action_id} dossierId={deadline.fk_dossier} context={ruleLabel(deadline.rule, i18n.language)} />
                        <Button size="xs" onClick={() => setEditing({ deadline, target: 'done' })}>
                          {t('panel.markDone')}
                        </Button>
                        <Button size="xs" variant="default" onClick={() => setEditing({ deadline, target: 'waived' })}>
                          {t('panel.waive')}
                        </Button>
                      </>
                    ) : (
                      <Button size="xs" variant="default" onClick={() => setEditing({ deadline, target: 'open' })}>
                        {t('panel.reopen')}
                      </Button>
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </ResponsiveTable>
      )}
      {editing && <DeadlineStateDialog deadline={editing.deadline} target={editing.target} onClose={() => setEditing(null)} />}
    </Paper>
  );
}
