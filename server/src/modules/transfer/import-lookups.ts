import type { TableDescriptor } from './transfer-descriptor';
import type { Layout } from './transfer-rows';
import type { Cell } from './transfer-values';

// What the import's check asks of a row it could not read whole (what it asks of the database: import.repository.ts).

/**
 * The key of a refused row as far as it can be told, so that the rows referring to it are not
 * refused a second time: a single numeric key read as a number.
 */
export function unparsedKey(d: TableDescriptor, layout: Layout, cells: Cell[]): unknown {
  if (typeof d.key !== 'string') return null;
  const cell = cells[layout.specs.findIndex((s) => s?.csv === d.key)];
  return cell == null ? null : Number(cell);
}

/** The line of a `file:line: reason` entry, to list a file's refusals in file order. */
export const lineOf = (entry: string) => Number(/^[^:]*:(\d+):/.exec(entry)?.[1] ?? 0);
