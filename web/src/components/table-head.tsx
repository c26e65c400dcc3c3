import { Table, type TableThProps } from '@mantine/core';

/** A column's name, or its name with props for its header cell (alignment, `no-print`). */
export type HeadColumn = string | ({ label: string } & TableThProps);

interface TableHeadProps extends TableThProps {
  /** In order; `false` leaves a column out (one only some users see). */
  columns: (HeadColumn | false)[];
}

/** A table's header row: one column header per name; the other props go to every header cell. */
export function TableHead({ columns, ...cellProps }: TableHeadProps) {
  return (
    <Table.Thead>
      <Table.Tr>
        {columns.map((column, index) => {
          if (column === false) return null;
          const { label, ...props } = typeof column === 'string' ? { label: column } : column;
          return (
            <Table.Th key={index} scope="col" {...cellProps} {...props}>
              {label}
            </Table.Th>
          );
        })}
      </Table.Tr>
    </Table.Thead>
  );
}
