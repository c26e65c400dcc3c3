import type { ActionAgendaItem, AgendaItem, DeadlineAgendaItem } from '@cabinet/shared';
import { Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { IconEdit } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ResponsiveTable } from '../../../components/responsive-table';
import { formatDate } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { MatchedBadge } from './matched-badge';
import { TruncatedText } from './truncated-text';
import { typeNameOf } from '../../../lib/action-type-name';
import { useIsPhone } from '../../../lib/use-is-phone';
import { useProgressiveCount } from '../../../lib/use-progressive-count';
import { TableHead } from '../../../components/table-head';
import { PlaceholderText } from '../../../components/placeholder-text';
import { DossierLinkButton } from '../../../components/dossier-link-button';
import { DossierIdentity } from '../../../components/dossier-identity';
import { HearingPlace } from '../../../components/hearing-place';
import { WhatsAppClientButton } from '../../../components/whatsapp-client-button';
import type { HearingFields } from '../../../lib/hearing';

interface AgendaTableProps {
  items: AgendaItem[];
  /** The id of the heading that names this table (a day), for screen readers. */
  labelledBy?: string;
}

/**
 * The rows drawn before the first paint: a desktop screenful of rows, or on a phone (below 768 px,
 * where each row is a card about a third of the screen tall) a screenful of cards and one more;
 * the rest follow right after, forty per frame.
 */
const FIRST_ROWS = 12;
const FIRST_CARDS = 4;

/** Scheduled actions: the day and which date matched, type, content, dossier, and links to act on them. */
export function AgendaTable({ items, labelledBy }: AgendaTableProps) {
  const { t, i18n } = useTranslation('agenda');
  const lang = i18n.language;
  const phone = useIsPhone();
  const shown = useProgressiveCount(items.length, 40, phone ? FIRST_CARDS : FIRST_ROWS);
  return (
    <ResponsiveTable minWidth={760} striped highlightOnHover verticalSpacing="xs" aria-labelledby={labelledBy}>
      <TableHead columns={[t('columns.date'), t('columns.type'), t('columns.content'), t('columns.dossier'), { label: t('columns.actions'), className: 'no-print' }]} />
      <Table.Tbody>
        {items.slice(0, shown).map((item) =>
          item.kind === 'deadline' ? (
            <DeadlineRow key={item.agenda_key} item={item} />
          ) : (
          <Table.Tr key={item.agenda_key} data-testid="agenda-row" data-key={item.agenda_key}>
            <Table.Td>
              <Stack gap={4} align="flex-start">
                <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {formatDate(item.agenda_date, lang)}
                </Text>
                <MatchedBadge matched={item.matched} />
                {/* The time and room are the hearing's on its own date; a next date has none yet. */}
                {item.matched === 'date_action' && <HearingPlace time={(item as HearingFields).hearing_time} room={(item as HearingFields).room} />}
              </Stack>
            </Table.Td>
            <Table.Td>
              <TypeLabel item={item} />
            </Table.Td>
            <Table.Td>
              {item.contenu ? (
                <TruncatedText text={item.contenu} />
              ) : (
                <PlaceholderText>{t('noContent')}</PlaceholderText>
              )}
            </Table.Td>
            <Table.Td>
              <DossierIdentity reference={item.ref_dossier_bureau} summary={item} />
            </Table.Td>
            <Table.Td className="no-print">
              <Group gap="xs" wrap="wrap">
                <Button component={Link} to={paths.action.modify(item.id_action)} size="xs" variant="light" leftSection={<IconEdit size={14} aria-hidden />}>
                  {t('modify')}
                  <span className="visually-hidden"> {t('actionOf', { ref: item.ref_dossier_bureau })}</span>
                </Button>
                <DossierLinkButton dossierId={item.fk_dossier} reference={item.ref_dossier_bureau} label={t('seeDossier')} />
                <WhatsAppClientButton
                  actionId={item.id_action}
                  dossierId={item.fk_dossier}
                  context={t('common:dossierRef', { ref: item.ref_dossier_bureau })}
                />
              </Group>
            </Table.Td>
          </Table.Tr>
          ),
        )}
      </Table.Tbody>
    </ResponsiveTable>
  );
}

/** A deadline due that day: the rule, where it is counted from, and the way to its dossier. */
function DeadlineRow({ item }: { item: DeadlineAgendaItem }) {
  const { t, i18n } = useTranslation('agenda');
  const lang = i18n.language;
  const label = item.rule_labels[lang as 'en' | 'fr' | 'ar'] ?? item.rule_label;
  return (
    <Table.Tr data-testid="agenda-row" data-kind="deadline">
      <Table.Td>
        <Stack gap={4} align="flex-start">
          <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
            {formatDate(item.agenda_date, lang)}
          </Text>
          <Badge color="red.9" variant="filled">
            {t('deadlines:agenda.badge')}
          </Badge>
        </Stack>
      </Table.Td>
      <Table.Td>
        <bdi>{label}</bdi>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{t('deadlines:agenda.countedFrom', { date: formatDate(item.start_date, lang) })}</Text>
      </Table.Td>
      <Table.Td>
        <DossierIdentity reference={item.ref_dossier_bureau} summary={item} />
      </Table.Td>
      <Table.Td className="no-print">
        <DossierLinkButton dossierId={item.fk_dossier} reference={item.ref_dossier_bureau} label={t('seeDossier')} />
      </Table.Td>
    </Table.Tr>
  );
}

/** The type's label, else its id (as the original screen did), else "no type". */
function TypeLabel({ item }: { item: ActionAgendaItem }) {
  const { t, i18n } = useTranslation('agenda');
  const name = typeNameOf(item, i18n.language);
  if (name) return <bdi>{name}</bdi>;
  if (item.fk_type_action !== null) return <>#{item.fk_type_action}</>;
  return <PlaceholderText>{t('noType')}</PlaceholderText>;
}
