import { Alert, Button, Group, Stack, Table, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ReferenceRecord } from '../api/reference-types';
import { fieldApplies, recordToFormValues } from '../definitions/form-values';
import type { ReferenceDefinition } from '../definitions/reference-definition';
import { fieldDisplay } from './field-display';

interface ConflictNoticeProps {
  definition: ReferenceDefinition;
  /** The record as someone else saved it. */
  current: ReferenceRecord;
  /** The fields this user changed: the only ones "keep my changes" saves, so the only ones listed. */
  changed: readonly string[];
  onLoadTheirs: () => void;
  onKeepMine: () => void;
}

/** Someone saved this record while it was being edited: their values, and the two ways on. */
export function ConflictNotice({ definition, current, changed, onLoadTheirs, onKeepMine }: ConflictNoticeProps) {
  const { t } = useTranslation('reference');
  const values = recordToFormValues(definition, current);
  const fields = definition.fields.filter((field) => fieldApplies(field, values) && changed.includes(field.name));
  return (
    <Alert color="orange" variant="light" icon={<IconAlertTriangle aria-hidden />} title={t('conflict.title')} role="alert">
      <Stack gap="sm">
        <Text size="sm">{t('conflict.message')}</Text>
        <Table withRowBorders={false} verticalSpacing={2} horizontalSpacing="xs">
          <Table.Caption>{t('conflict.current')}</Table.Caption>
          <Table.Tbody>
            {fields.map((field) => (
              <Table.Tr key={field.name}>
                <Table.Th scope="row" ta="start" w="35%">
                  {t(field.labelKey)}
                </Table.Th>
                <Table.Td ta="start" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
                  {fieldDisplay(field, current, t) || t('conflict.empty')}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Group gap="sm">
          <Button size="xs" onClick={onLoadTheirs}>
            {t('conflict.loadTheirs')}
          </Button>
          <Button size="xs" variant="default" onClick={onKeepMine}>
            {t('conflict.keepMine')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
