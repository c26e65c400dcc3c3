import type { DeadlineRule } from '@cabinet/shared';
import { Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { IconEdit, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useIsAdmin } from '../../../api/session';
import { ConfirmButton } from '../../../components/confirm-button';
import { PageHeader } from '../../../components/page-header';
import { EmptyState, PageError, PageLoader } from '../../../components/page-state';
import { describeError } from '../../../lib/errors';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { paths } from '../../../lib/paths';
import { useActionTypeOptions, useDeleteRule, useRules } from '../api/rules';
import { ruleLabel } from './days-left';
import { TableHead } from '../../../components/table-head';
import { ResponsiveTable } from '../../../components/responsive-table';

/** A rule's length with its unit in the reader's plural form ("30 يومًا", "شهران"), plain or franc. */
const LENGTH_KEYS = {
  days: ['rules.lengthDays', 'rules.lengthDaysFranc'],
  months: ['rules.lengthMonths', 'rules.lengthMonthsFranc'],
} as const satisfies Record<DeadlineRule['unit'], readonly [string, string]>;

/** Master data: the deadline rules, presets included; admins edit, everyone reads. */
export function RulesPage() {
  const { t, i18n } = useTranslation('deadlines');
  const rules = useRules();
  const types = useActionTypeOptions();
  const remove = useDeleteRule();
  const admin = useIsAdmin();
  const typeName = (id: number) => types.data?.find((o) => o.value === String(id))?.label ?? `#${id}`;

  if (rules.isPending) return <PageLoader />;
  if (rules.isError) return <PageError message={t('rules.loadFailed')} onRetry={() => void rules.refetch()} />;

  const del = async (rule: DeadlineRule) => {
    try {
      await remove.mutateAsync(rule.id);
      notifySuccess(t('rules.deleted'));
    } catch (err) {
      notifyError(describeError(err, t, t('rules.deleteFailed')), err);
    }
  };

  return (
    <>
      <PageHeader title={t('rules.title')}>
        {admin && (
          <Button component={Link} to={paths.deadlineRules.new} leftSection={<IconPlus size={16} aria-hidden />}>
            {t('rules.new')}
          </Button>
        )}
      </PageHeader>
      <Text c="dark.6" mb="md" mt={-8}>
        {t('rules.intro')}
      </Text>
      {!admin && (
        <Text size="sm" c="dark.6" mb="sm">
          {t('rules.readOnly')}
        </Text>
      )}
      {rules.data.items.length === 0 ? (
        <EmptyState message={t('rules.empty')} />
      ) : (
        <ResponsiveTable minWidth={760} striped verticalSpacing="xs" aria-label={t('rules.title')}>
          <TableHead
            columns={[
              t('rules.label'),
              t('rules.triggers'),
              t('rules.amount'),
              t('rules.country'),
              t('rules.legalReference'),
              admin && t('columns.actions'),
            ]}
          />
          <Table.Tbody>
            {rules.data.items.map((rule) => {
              const label = ruleLabel(rule, i18n.language);
              return (
                <Table.Tr key={rule.id} data-testid="rule-row">
                  <Table.Td>
                    <Stack gap={4} align="flex-start">
                      <bdi>{label}</bdi>
                      <Badge color={rule.active ? 'teal.9' : 'gray.8'} variant={rule.active ? 'filled' : 'outline'}>
                        {t(rule.active ? 'rules.active' : 'rules.inactive')}
                      </Badge>
                    </Stack>
                  </Table.Td>
                  <Table.Td>{rule.trigger_type_ids.map(typeName).join(', ')}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {t(LENGTH_KEYS[rule.unit][rule.franc ? 1 : 0], { count: rule.amount })}
                  </Table.Td>
                  <Table.Td>
                    {rule.country ? t(`settings.countries.${rule.country}`, { defaultValue: rule.country }) : t('rules.noCountry')}
                  </Table.Td>
                  <Table.Td>
                    <Text size="xs" lineClamp={3} title={rule.legal_reference ?? ''}>
                      {rule.legal_reference}
                    </Text>
                  </Table.Td>
                  {admin && (
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        <Button
                          component={Link}
                          to={paths.deadlineRules.modify(rule.id)}
                          size="xs"
                          variant="light"
                          leftSection={<IconEdit size={14} aria-hidden />}
                        >
                          {t('rules.edit')}
                          <span className="visually-hidden"> {label}</span>
                        </Button>
                        <ConfirmButton message={t('rules.confirmDelete', { label })} onConfirm={() => del(rule)}>
                          {t('rules.delete')}
                          <span className="visually-hidden"> {label}</span>
                        </ConfirmButton>
                      </Group>
                    </Table.Td>
                  )}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </ResponsiveTable>
      )}
    </>
  );
}
