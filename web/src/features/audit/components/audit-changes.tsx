import type { AuditEntry } from '@cabinet/shared';
import { Box, Code, Text, useDirection } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatAuditValue, isEmptyAuditValue } from '../lib/format-audit-value';
import classes from './audit-changes.module.css';
import { isLtrField } from '../../../lib/ltr-fields';
import { LtrText } from '../../../components/ltr-text';

interface AuditChangesProps extends Pick<AuditEntry, 'changes' | 'operation'> {
  /** A field's name for people; without one, the stored name is shown as code. */
  fieldLabel?: (field: string) => string | null;
  /** A value as text (ids by name, codes as words); the plain value otherwise. */
  valueText?: (field: string, value: unknown) => string;
}

/** The changed fields as "field: before → after" (just the value when there was none before), plain text only. */
export function AuditChanges({ changes, operation, fieldLabel, valueText }: AuditChangesProps) {
  const { t, i18n } = useTranslation('audit');
  const { dir } = useDirection();
  const entries = Object.entries(changes);
  if (entries.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('noChanges')}
      </Text>
    );
  }
  const show = (field: string, value: unknown) =>
    valueText && !isEmptyAuditValue(value) ? valueText(field, value) : formatAuditValue(value, t('emptyValue'), i18n.language);
  const arrow = dir === 'rtl' ? '←' : '→';
  return (
    <Box component="dl" className={classes.list}>
      {entries.map(([field, [before, after]]) => (
        <div key={field} className={classes.item}>
          <Text component="dt" size="xs" fw={600}>
            {fieldLabel?.(field) ?? <Code>{field}</Code>}
          </Text>
          <Text component="dd" size="sm" className={classes.value}>
            {operation === 'create' || isEmptyAuditValue(before) ? (
              <Value field={field}>{show(field, after)}</Value>
            ) : (
              <>
                <Value field={field} className={classes.before}>
                  {show(field, before)}
                </Value>
                <span aria-hidden> {arrow} </span>
                <span className="visually-hidden"> {t('changedTo')} </span>
                <Value field={field}>{show(field, after)}</Value>
              </>
            )}
          </Text>
        </div>
      ))}
    </Box>
  );
}

/** A value isolated from the arrow and the other value; identifiers (plates, numbers, file names) left to right as typed. */
function Value({ field, className, children }: { field: string; className?: string; children: string }) {
  return <bdi className={className}>{isLtrField(field) ? <LtrText>{children}</LtrText> : children}</bdi>;
}
