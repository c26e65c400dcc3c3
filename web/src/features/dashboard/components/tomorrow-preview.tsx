import type { AgendaItem } from '@cabinet/shared';
import { Anchor, Badge, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageError } from '../../../components/page-state';
import { describeError } from '../../../lib/errors';
import { formatDateLong } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { useTomorrowAgenda } from '../api/tomorrow';
import { typeNameOf } from '../../../lib/action-type-name';
import { SectionPanel } from '../../../components/section-panel';

const SHOWN = 5;

function ItemLine({ item }: { item: AgendaItem }) {
  const { t, i18n } = useTranslation('office');
  const lang = i18n.language as 'en' | 'fr' | 'ar';
  const what =
    item.kind === 'action'
      ? [typeNameOf(item, lang), item.contenu].filter(Boolean).join(' — ')
      : t('dashboard.deadline', { label: item.rule_labels[lang] ?? item.rule_label });
  return (
    <Group gap="sm" wrap="nowrap" align="baseline" component="li">
      <Anchor component={Link} to={paths.dossier.modify(item.fk_dossier)} fw={600} style={{ whiteSpace: 'nowrap' }}>
        {t('dashboard.dossier', { ref: item.ref_dossier_bureau })}
      </Anchor>
      {item.kind === 'deadline' && (
        <Badge color="red" variant="light" size="sm" style={{ flexShrink: 0 }}>
          {t('dashboard.deadlineBadge')}
        </Badge>
      )}
      <Text size="sm" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
        <bdi>{what}</bdi>
      </Text>
    </Group>
  );
}

/** Tomorrow's first items on the dashboard, with the way to the full list. */
export function TomorrowPreview() {
  const { t, i18n } = useTranslation('office');
  const agenda = useTomorrowAgenda();
  return (
    <SectionPanel p={{ base: 'sm', sm: 'lg' }} radius="md" mt="lg" titleId="dashboard-tomorrow" title={agenda.data ? t('dashboard.tomorrowOn', { date: formatDateLong(agenda.data.from, i18n.language) }) : t('dashboard.tomorrow')}>
      {agenda.isPending && <Loader size="sm" aria-label={t('common:states.loading')} />}
      {agenda.isError && (
        <PageError message={describeError(agenda.error, t, t('dashboard.tomorrowFailed'))} onRetry={() => void agenda.refetch()} />
      )}
      {agenda.data && agenda.data.items.length === 0 && <Text c="dark.6">{t('dashboard.tomorrowEmpty')}</Text>}
      {agenda.data && agenda.data.items.length > 0 && (
        <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }} data-testid="tomorrow-preview">
          {agenda.data.items.slice(0, SHOWN).map((item) => (
            <ItemLine key={item.kind === 'action' ? `a${item.id_action}` : `d${item.id_deadline}`} item={item} />
          ))}
        </Stack>
      )}
      <Button component={Link} to={paths.tomorrow} variant="subtle" mt="sm" px={0}>
        {t('dashboard.tomorrowAll')}
      </Button>
    </SectionPanel>
  );
}
