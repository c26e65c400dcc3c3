import type { ColumnSpec, Authors, DbRow } from './transfer-columns';
import { completeAudit } from './transfer-columns';
import { keyColumns, type TableDescriptor } from './transfer-descriptor';
import type { Cell } from './transfer-values';

/** How a file's header lines up with its descriptor: the spec of each column, or the header's faults. */
export interface Layout {
  specs: (ColumnSpec | null)[];
  present: Set<string>;
  faults: string[];
}

/**
 * `ignored` holds `table.column` names the operator chose to leave behind (a column the old
 * system had that Cabinet does not keep); any other unknown column refuses the file, so no data
 * is dropped without being asked.
 */
export function layoutOf(descriptor: TableDescriptor, header: string[], ignored: ReadonlySet<string> = new Set()): Layout {
  const faults: string[] = [];
  const present = new Set<string>();
  const specs = header.map((name) => {
    const spec = descriptor.columns.find((c) => c.csv === name) ?? null;
    if (!spec && ignored.has(`${descriptor.table}.${name}`)) return null;
    const known = descriptor.columns.map((c) => c.csv).join(', ');
    if (!spec)
      faults.push(
        `unknown column "${name}" (Cabinet keeps ${known}; to leave it behind, remove it or add --ignore-column ${descriptor.table}.${name})`,
      );
    else if (present.has(name)) faults.push(`column "${name}" appears twice`);
    present.add(name);
    return spec;
  });
  for (const spec of descriptor.columns) {
    if ((spec.required || keyColumns(descriptor).includes(spec.csv)) && !present.has(spec.csv))
      faults.push(`the column "${spec.csv}" is missing`);
  }
  return { specs, present, faults };
}

const isAudited = (descriptor: TableDescriptor) => descriptor.columns.some((c) => c.csv === 'dtmodif');

/** A source row as database values, or the reasons it is refused (rules within the row only). */
export function parseRow(
  descriptor: TableDescriptor,
  layout: Layout,
  cells: Cell[],
  authors: Authors,
  now: string,
): { ok: true; row: DbRow } | { ok: false; reasons: string[] } {
  const row: DbRow = {};
  const reasons: string[] = [];
  layout.specs.forEach((spec, i) => {
    if (!spec) return;
    const cell = cells[i] ?? null;
    if (cell === null && spec.required) {
      reasons.push(`${spec.csv} is missing`);
      return;
    }
    const reason = spec.read(cell, authors, row);
    if (reason) reasons.push(reason);
  });
  if (reasons.length > 0) return { ok: false, reasons };
  if (isAudited(descriptor)) completeAudit(row, now);
  descriptor.complete?.(row, layout.present, now);
  const rule = descriptor.check?.(row);
  return rule ? { ok: false, reasons: [rule] } : { ok: true, row };
}

/**
 * The columns (among those the source has) where a database row differs from an imported one.
 * An empty cell the import filled with a value of its own choosing (its time for an unknown
 * modification date) does not differ from what an earlier run stored.
 */
export function differences(layout: Layout, cells: Cell[], row: DbRow, existing: DbRow, authors: Authors): string[] {
  return layout.specs
    .filter((spec, i): spec is ColumnSpec => spec !== null && !(spec.defaulted && (cells[i] ?? null) === null))
    .filter((spec) => spec.format(row, authors) !== spec.format(existing, authors))
    .map((spec) => spec.csv);
}
