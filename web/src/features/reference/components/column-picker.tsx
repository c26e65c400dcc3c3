import { Button, Checkbox, Popover, Stack } from '@mantine/core';
import { IconColumns } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ColumnDefinition } from '../definitions/reference-definition';

interface ColumnPickerProps {
  columns: readonly ColumnDefinition[];
  shown: string[];
  onChange: (keys: string[]) => void;
}

/** Chooses the list's columns; the last shown column cannot be unticked. */
export function ColumnPicker({ columns, shown, onChange }: ColumnPickerProps) {
  const { t } = useTranslation('reference');
  return (
    <Popover position="bottom-end" shadow="md" withinPortal trapFocus>
      <Popover.Target>
        <Button variant="default" leftSection={<IconColumns size={16} aria-hidden />}>
          {t('list.columns')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Checkbox.Group label={t('list.columnsLegend')} value={shown} onChange={onChange}>
          <Stack gap="xs" mt="xs">
            {columns.map((column) => (
              <Checkbox
                key={column.key}
                value={column.key}
                label={t(column.labelKey)}
                disabled={shown.length === 1 && shown[0] === column.key}
              />
            ))}
          </Stack>
        </Checkbox.Group>
      </Popover.Dropdown>
    </Popover>
  );
}
