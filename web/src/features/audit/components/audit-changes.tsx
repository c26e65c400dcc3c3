import type { AuditEntry } from '@cabinet/shared';
import { Box, Code, Text, useDirection } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatAuditValue, isEmptyAuditValue } from '../lib/format-audit-value';
import classes from './audit-changes.module.css';

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
              <bdi>{show(field, after)}</bdi>
            ) : (
              <>
                <bdi className={classes.before}>{show(field, before)}</bdi>
                <span aria-hidden> {arrow} </span>
                <span className="visually-hidden"> {t('changedTo')} </span>
                <bdi>{show(field, after)}</bdi>
              </>
            )}
          </Text>
        </div>
      ))}
    </Box>
  );
}
