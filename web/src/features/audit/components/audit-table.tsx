import type { AuditEntry } from '@cabinet/shared';
import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatTimestamp } from '../../../lib/format';
import { AuditChanges } from './audit-changes';
import { AuditRecordLink } from './audit-record-link';
import { OperationBadge } from './operation-badge';
import { auditFieldLabel, auditRecordText, auditValue, formerName } from '../lib/audit-labels';
import { useAuditLookups } from '../lib/use-audit-lookups';
import { ResponsiveTable } from '../../../components/responsive-table';
import { TableHead } from '../../../components/table-head';
import { NameOrPlaceholder } from '../../../components/placeholder-text';
import { HIDDEN_HISTORY_FIELDS } from '../../../lib/history-values';

const MAX_LENGTH = 300;

/** The changes a person reads: the record's bookkeeping (who and when are the entry's own columns) and internal ids left out. */
const shownChanges = (changes: AuditEntry['changes']) =>
  Object.fromEntries(Object.entries(changes).filter(([field]) => !HIDDEN_HISTORY_FIELDS.has(field)));
const shorten = (text: string) => (text.length > MAX_LENGTH ? `${text.slice(0, MAX_LENGTH)}…` : text);

export function AuditTable({ items }: { items: AuditEntry[] }) {
  const { t, i18n } = useTranslation('audit');
  const lookups = useAuditLookups();
  const recordText = (entry: AuditEntry) => {
    // An action type is named in the reader's language, like everywhere else.
    const name =
      (entry.entity === 'type_action' ? lookups.names.fk_type_action.get(entry.entity_id) : undefined) ??
      entry.record_name ??
      formerName(entry);
    return auditRecordText(entry, t, name ?? null);
  };
  return (
    <ResponsiveTable minWidth={860} striped verticalSpacing="sm">
      <TableHead columns={[t('columns.when'), t('columns.who'), t('columns.record'), t('columns.operation'), t('columns.changes')]} />
      <Table.Tbody>
        {items.map((entry) => (
          <Table.Tr key={entry.id} data-testid="audit-row" style={{ verticalAlign: 'top' }}>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatTimestamp(entry.at, i18n.language)}</Table.Td>
            <Table.Td>
              <NameOrPlaceholder name={entry.user?.full_name} placeholder={t('system')} />
            </Table.Td>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>
              <AuditRecordLink entity={entry.entity} entityId={entry.entity_id} label={recordText(entry)} />
            </Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>
              <OperationBadge operation={entry.operation} />
            </Table.Td>
            <Table.Td miw={280}>
              <AuditChanges
                changes={shownChanges(entry.changes)}
                operation={entry.operation}
                fieldLabel={(field) => auditFieldLabel(entry.entity, field, t)}
                valueText={(field, value) => shorten(auditValue(entry, field, value, lookups, t))}
              />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </ResponsiveTable>
  );
}
