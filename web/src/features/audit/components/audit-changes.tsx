import type { AuditEntry } from '@cabinet/shared';
import { Box, Code, Text, useDirection } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatAuditValue, isEmptyAuditValue } from '../lib/format-audit-value';
import classes from './audit-changes.module.css';

/** The changed fields as "field: before → after" (just the value when there was none before), plain text only. */
export function AuditChanges({ changes, operation }: Pick<AuditEntry, 'changes' | 'operation'>) {
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
  const show = (value: unknown) => formatAuditValue(value, t('emptyValue'), i18n.language);
  const arrow = dir === 'rtl' ? '←' : '→';
  return (
    <Box component="dl" className={classes.list}>
      {entries.map(([field, [before, after]]) => (
        <div key={field} className={classes.item}>
          <Text component="dt" size="xs" fw={600}>
            <Code>{field}</Code>
          </Text>
          <Text component="dd" size="sm" className={classes.value}>
            {operation === 'create' || isEmptyAuditValue(before) ? (
              <bdi>{show(after)}</bdi>
            ) : (
              <>
                <bdi className={classes.before}>{show(before)}</bdi>
                <span aria-hidden> {arrow} </span>
                <span className="visually-hidden"> {t('changedTo')} </span>
                <bdi>{show(after)}</bdi>
              </>
            )}
          </Text>
        </div>
      ))}
    </Box>
  );
}
