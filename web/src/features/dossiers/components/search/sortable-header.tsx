import { Group, Table, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface SortableHeaderProps {
  children: ReactNode;
  /** null when the table is not sorted by this column. */
  direction: 'ascending' | 'descending' | null;
  onSort: () => void;
  /** Read by screen readers on the button, e.g. "Sort by reference". */
  sortLabel: string;
}

/** A column header that sorts the table when clicked; `aria-sort` tells which column leads. */
export function SortableHeader({ children, direction, onSort, sortLabel }: SortableHeaderProps) {
  const Icon = direction === 'ascending' ? IconArrowUp : direction === 'descending' ? IconArrowDown : IconArrowsSort;
  return (
    <Table.Th aria-sort={direction ?? 'none'} ta="start" p={0}>
      <UnstyledButton onClick={onSort} aria-label={sortLabel} px="sm" py={8} w="100%" fw={700} fz="sm">
        <Group gap={4} wrap="nowrap" justify="space-between">
          <span>{children}</span>
          <Icon size={14} aria-hidden style={{ opacity: direction ? 1 : 0.45, flexShrink: 0 }} />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}
