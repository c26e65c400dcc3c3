import { Alert, Button, Group, Stack, Table, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { TableHead } from './table-head';

export interface ConflictDifference {
  field: string;
  label: string;
  /** The value saved by the other person, as shown to the user. */
  theirs: string;
  /** The value in this form. */
  mine: string;
}

interface ConflictAlertProps {
  title: string;
  message: string;
  differences: ConflictDifference[];
  labels: { field: string; theirs: string; mine: string; reload: string; reapply: string };
  onReload: () => void;
  onReapply: () => void;
  busy?: boolean;
}

/**
 * Someone saved the record while this form was open: shows what they saved next to what the
 * user typed, and lets the user take their version or save the edit again without retyping.
 */
export function ConflictAlert({ title, message, differences, labels, onReload, onReapply, busy }: ConflictAlertProps) {
  return (
    <Alert color="orange" variant="light" icon={<IconAlertTriangle aria-hidden />} title={title} role="alert">
      <Stack gap="sm">
        <Text size="sm">{message}</Text>
        {differences.length > 0 && (
          <Table.ScrollContainer minWidth={360}>
            <Table withTableBorder>
              <TableHead ta="start" columns={[labels.field, labels.theirs, labels.mine]} />
              <Table.Tbody>
                {differences.map((d) => (
                  <Table.Tr key={d.field}>
                    <Table.Td>{d.label}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'pre-wrap' }}>{d.theirs}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'pre-wrap' }}>{d.mine}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <Group gap="xs">
          <Button size="xs" variant="default" onClick={onReload}>
            {labels.reload}
          </Button>
          <Button size="xs" onClick={onReapply} loading={busy}>
            {labels.reapply}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
