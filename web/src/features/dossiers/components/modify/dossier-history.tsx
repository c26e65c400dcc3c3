import type { AuditEntry } from '@cabinet/shared';
import { Badge, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, PageError, PageLoader } from '../../../../components/page-state';
import { formatNumber, formatTimestamp } from '../../../../lib/format';
import { useDossierHistory } from '../../api/dossier-history';
import { useHistoryNames } from '../../../../api/history-lookups';
import { useCurrency } from '../../../../api/public-settings';
import type { ReferenceOptions } from '../use-reference-options';
import {
  HIDDEN_HISTORY_FIELDS,
  historyFieldLabel,
  historyValue,
  importWord,
  conflictsWord,
  type HistoryLookups,
} from '../../../../lib/history-values';
import { ResponsiveTable } from '../../../../components/responsive-table';
import { TableHead } from '../../../../components/table-head';
import { PageButtons } from '../page-buttons';
import { isLtrField } from '../../../../lib/ltr-fields';
import { LtrText } from '../../../../components/ltr-text';
import { historyCards, recordWords } from './history-entries';

/** First-strong isolation, so a Latin name or a date keeps its order inside an Arabic sentence. */
const isolate = (text: string) => `\u2068${text}\u2069`;

/** Records of a dossier's history named by their own kind; the dossier's own entries by the dossier. */
const OWN_ENTITIES = new Set(['action', 'document', 'deadline']);

const OPERATION_COLORS: Record<AuditEntry['operation'], string> = {
  create: 'teal.9',
  update: 'indigo.8',
  delete: 'red.9',
  restore: 'grape.9',
  download: 'gray.8',
  import: 'cyan.9',
};

/** The dossier's own history from the audit log, its actions' changes included: when, who, what, before and after. */
interface DossierHistoryProps {
  dossierId: number;
  dossierRef: number;
  references: ReferenceOptions;
  active: boolean;
}

export function DossierHistory({ dossierId, dossierRef, references, active }: DossierHistoryProps) {
  const { t, i18n } = useTranslation('dossiers');
  const [page, setPage] = useState(1);
  const history = useDossierHistory(dossierId, page, active);
  const lang = i18n.language;
  const currency = useCurrency();
  const names = useHistoryNames(active, lang);
  const lookups: HistoryLookups = {
    empty: t('history.empty'),
    lang,
    currency,
    dossier: { id: dossierId, ref: dossierRef },
    tribunals: references.tribunals,
    caseTypes: references.caseTypes,
    names,
    wordOf: (field, value) => {
      if (field === 'role') return t(`parties:roles.${String(value)}`);
      // A court level's codes, in words.
      if (field === 'kind' || field === 'outcome')
        return t(`stages:${field === 'kind' ? 'kinds' : 'outcomes'}.${String(value)}`, { defaultValue: String(value) });
      if (field === 'conflict_confirmed' && value === true) return t('parties:history.confirmed');
      const imported = importWord(field, value, t) ?? conflictsWord(field, value, t);
      if (imported !== undefined) return imported;
      // Only a deadline's entries carry a status in a dossier's history.
      if (field === 'status') return t(`history.deadlineStatus.${String(value)}`, { defaultValue: String(value) });
      if (field === 'text_status') return t(`documents:text.statusWords.${String(value)}`, { defaultValue: String(value) });
      return undefined;
    },
  };

  /** A court level's status is its own (in progress or closed), not a deadline's. */
  const lookupsFor = (entity: string): HistoryLookups =>
    entity === 'stage'
      ? {
          ...lookups,
          wordOf: (field, value) =>
            field === 'status' ? t(`stages:statuses.${String(value)}`, { defaultValue: String(value) }) : lookups.wordOf?.(field, value),
        }
      : lookups;

  if (!history.data) {
    return history.isError ? <PageError message={t('errors.history')} onRetry={() => void history.refetch()} /> : <PageLoader />;
  }
  if (history.data.items.length === 0) return <EmptyState message={t('history.none')} />;
  const pages = Math.ceil(history.data.total / history.data.page_size);

  return (
    <Stack gap="sm">
      {historyCards(history.data.items).map(({ entry, times, firstAt }) => {
        // A download's only "change" is the file name, already in the card's title.
        const changes =
          entry.operation === 'download' ? [] : Object.entries(entry.changes).filter(([field]) => !HIDDEN_HISTORY_FIELDS.has(field));
        const words = recordWords(entry);
        return (
          <Paper key={entry.id} withBorder p="sm" component="article" aria-label={formatTimestamp(entry.at, lang)}>
            <Group gap="xs" mb={changes.length ? 'xs' : 0} wrap="wrap">
              <Badge color={OPERATION_COLORS[entry.operation]} variant="filled">
                {t(`history.operations.${entry.operation}`)}
              </Badge>
              <Text fw={600}>
                {entry.entity === 'dossier_party'
                  ? words !== null
                    ? t('parties:history.entityNamed', { name: isolate(words) })
                    : t('parties:history.entity', { id: entry.entity_id })
                  : entry.entity === 'stage'
                    ? t('stages:history.entity', { id: entry.entity_id })
                    : words !== null
                      ? t('history.entities.documentNamed', { name: isolate(words) })
                      : t(`history.entities.${OWN_ENTITIES.has(entry.entity) ? entry.entity : 'dossier'}`, { id: entry.entity_id })}
              </Text>
              <Text size="sm" c="dimmed">
                {t('history.byAt', {
                  user: isolate(entry.user?.full_name ?? t('history.system')),
                  at: isolate(formatTimestamp(entry.at, lang)),
                })}
              </Text>
              {times > 1 && (
                <Text size="sm" c="dimmed" data-testid="history-times">
                  {t('history.downloadTimes', {
                    count: times,
                    n: formatNumber(times, lang),
                    since: isolate(formatTimestamp(firstAt, lang)),
                  })}
                </Text>
              )}
            </Group>
            {changes.length > 0 && (
              <ResponsiveTable minWidth={420} withTableBorder withColumnBorders fz="sm" verticalSpacing={4}>
                <TableHead ta="start" columns={[t('history.field'), t('history.before'), t('history.after')]} />
                <Table.Tbody>
                  {changes.map(([field, [before, after]]) => (
                    <Table.Tr key={field}>
                      <Table.Td>{historyFieldLabel(field, entry.entity, t)}</Table.Td>
                      <Table.Td style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                        <HistoryValue field={field} text={historyValue(field, before, lookupsFor(entry.entity))} />
                      </Table.Td>
                      <Table.Td style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                        <HistoryValue field={field} text={historyValue(field, after, lookupsFor(entry.entity))} />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </ResponsiveTable>
            )}
          </Paper>
        );
      })}
      <PageButtons label={t('history.pages')} pages={pages} page={page} onChange={setPage} />
    </Stack>
  );
}

/** A value in its own direction: identifiers (plates, numbers, file names) left to right as typed. */
function HistoryValue({ field, text }: { field: string; text: string }) {
  return isLtrField(field) ? <LtrText>{text}</LtrText> : <bdi>{text}</bdi>;
}
