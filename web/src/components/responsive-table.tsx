import { Table, type TableProps, type TableScrollContainerProps } from '@mantine/core';
import { useEffect, useRef } from 'react';
import classes from './responsive-table.module.css';

/**
 * Tables that show each row as a card below 768 px, every cell beside its column's name, so no
 * field or button is hidden off-screen and no page scrolls sideways. Column names are copied from
 * the header into each cell's `data-label` (a cell that sets its own `data-label` keeps it); header
 * cells holding controls (sorting) stay visible above the cards.
 *
 * Either `<ResponsiveTable minWidth={760} striped>…</ResponsiveTable>`, or, in place of Mantine's
 * pair, `<CardTableScroll minWidth={760}><CardTable striped>…</CardTable></CardTableScroll>`.
 */
export function ResponsiveTable({ minWidth = 0, ...tableProps }: TableProps & { minWidth?: number }) {
  return (
    <CardTableScroll minWidth={minWidth}>
      <CardTable {...tableProps} />
    </CardTableScroll>
  );
}

/** Mantine's scroll container for wide screens; below 768 px its minimum width is dropped (the rows are cards). */
export function CardTableScroll({ className, ...props }: TableScrollContainerProps) {
  return <Table.ScrollContainer className={`${classes.scroll}${className ? ` ${className}` : ''}`} data-responsive-table {...props} />;
}

/** Mantine's table, as cards below 768 px. */
export function CardTable({ className, ...props }: TableProps) {
  const tableRef = useRef<HTMLTableElement>(null);

  useEffect(() => {
    const table = tableRef.current;
    if (!table) return;
    labelCells(table);
    // Rows arrive, pages change, the language switches: label again (attributes are not observed, so no loop).
    const observer = new MutationObserver(() => labelCells(table));
    observer.observe(table, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, []);

  return <Table ref={tableRef} className={`${classes.table}${className ? ` ${className}` : ''}`} {...props} />;
}

const AUTO = 'data-auto-label';

/** Copies each column's header text into its body cells' `data-label`. */
export function labelCells(table: HTMLTableElement): void {
  const headerRows = table.querySelectorAll<HTMLTableRowElement>(':scope > thead > tr');
  const headerRow = headerRows[headerRows.length - 1];
  const names: string[] = [];
  for (const th of Array.from(headerRow?.cells ?? [])) {
    const name = (th.getAttribute('data-label') ?? th.textContent ?? '').trim();
    for (let span = 0; span < th.colSpan; span += 1) names.push(name);
  }
  for (const body of Array.from(table.querySelectorAll<HTMLTableSectionElement>(':scope > tbody'))) {
    for (const row of Array.from(body.querySelectorAll<HTMLTableRowElement>(':scope > tr'))) {
      let column = 0;
      for (const cell of Array.from(row.cells)) {
        const own = cell.hasAttribute('data-label') && !cell.hasAttribute(AUTO);
        if (!own) {
          // A cell spanning several columns (an empty-state row) has no single name.
          const label = cell.colSpan > 1 ? '' : (names[column] ?? '');
          if (cell.getAttribute('data-label') !== label) cell.setAttribute('data-label', label);
          cell.setAttribute(AUTO, '');
        }
        column += cell.colSpan;
      }
    }
  }
}
