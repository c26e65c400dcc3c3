import type { DeadlineRule } from '@cabinet/shared';
import { Badge, Button, Group, Stack, Switch, Table, Text } from '@mantine/core';
import { useState } from 'react';
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
import { lengthText } from './deadline-explanation';
import { TableHead } from '../../../components/table-head';
import { ResponsiveTable } from '../../../components/responsive-table';
import { usePublicSettings } from '../../../api/public-settings';
import { formatDate, formatNumber } from '../../../lib/format';
import { rulesForOffice } from './rules-for-office';

/** Master data: the deadline rules, presets included; admins edit, everyone reads. */
export function RulesPage() {
  const { t, i18n } = useTranslation('deadlines');
  const { t: tl } = useTranslation('deadline-law');
  const rules = useRules();
  const types = useActionTypeOptions();
  const remove = useDeleteRule();
  const admin = useIsAdmin();
  const officeCountry = usePublicSettings().data?.country ?? null;
  const [everyCountry, setEveryCountry] = useState(false);
  const typeName = (id: number) => types.data?.find((o) => o.value === String(id))?.label ?? `#${id}`;

  if (rules.isPending) return <PageLoader />;
  if (rules.isError) return <PageError message={t('rules.loadFailed')} onRetry={() => void rules.refetch()} />;

  const { shown, otherCountries } = rulesForOffice(rules.data.items, officeCountry, everyCountry);

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
      {otherCountries > 0 && (
        <Switch
          mb="sm"
          checked={everyCountry}
          onChange={(event) => setEveryCountry(event.currentTarget.checked)}
          label={t('rules.everyCountry', { count: otherCountries, n: formatNumber(otherCountries, i18n.language) })}
        />
      )}
      {shown.length === 0 ? (
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
            {shown.map((rule) => {
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
                  <Table.Td>
                    {rule.start_after
                      ? tl('rule.afterShort', {
                          rule: ruleLabel(
                            rules.data.items.find((r) => r.id === rule.start_after!.rule_id) ?? {
                              label: `#${rule.start_after.rule_id}`,
                              labels: {},
                            },
                            i18n.language,
                          ),
                          event: tl(`rule.event_${rule.start_after.event}`),
                        })
                      : rule.trigger_type_ids.map(typeName).join(', ')}
                  </Table.Td>
                  <Table.Td>
                    <Stack gap={2}>
                      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                        {lengthText(tl, rule)}
                      </Text>
                      {rule.service_mode !== 'any' && <Text size="xs">{tl(`flags.${rule.service_mode}`)}</Text>}
                      {(rule.valid_from || rule.valid_to) && (
                        <Text size="xs" c="dark.6">
                          {tl('rule.validity', {
                            from: formatDate(rule.valid_from, i18n.language) || '…',
                            to: formatDate(rule.valid_to, i18n.language) || '…',
                          })}
                        </Text>
                      )}
                    </Stack>
                  </Table.Td>
                  <Table.Td>
                    {rule.country ? t(`settings.countries.${rule.country}`, { defaultValue: rule.country }) : t('rules.noCountry')}
                  </Table.Td>
                  <Table.Td>
                    <Text size="xs" lineClamp={3} title={rule.legal_reference ?? ''}>
                      <bdi>{rule.legal_references[i18n.language as 'en' | 'fr' | 'ar'] ?? rule.legal_reference}</bdi>
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
