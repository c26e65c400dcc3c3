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
  const known = descriptor.columns.map((c) => c.csv);
  const needed = descriptor.columns.filter((c) => c.required || keyColumns(descriptor).includes(c.csv)).map((c) => c.csv);
  if (header.length > 0 && !header.some((name) => known.includes(name)))
    return {
      specs: [],
      present,
      faults: [
        `its first line is not the header Cabinet reads (${header.slice(0, 3).join(', ')}…): the first line must name the columns as the old system does (${needed.join(', ')}, …)`,
      ],
    };
  const specs = header.map((name) => {
    const spec = descriptor.columns.find((c) => c.csv === name) ?? null;
    if (!spec && ignored.has(`${descriptor.table}.${name}`)) return null;
    if (!spec) {
      const near = nearest(name, known.filter((k) => !header.includes(k)));
      faults.push(
        near
          ? `unknown column "${name}": did you mean "${near}"? (a column is named exactly as the old system names it)`
          : `unknown column "${name}" (Cabinet keeps ${known.join(', ')}; to leave it behind, remove it or add --ignore-column ${descriptor.table}.${name})`,
      );
    } else if (present.has(name)) faults.push(`column "${name}" appears twice`);
    present.add(name);
    return spec;
  });
  const missing = needed.filter((c) => !present.has(c) && !faults.some((f) => f.includes(`did you mean "${c}"`)));
  for (const column of missing) faults.push(`the column "${column}" is missing`);
  return { specs, present, faults };
}

/** The known column a misspelt one most likely meant: one contains the other, or they differ by two letters at most. */
function nearest(name: string, candidates: string[]): string | null {
  let best: { column: string; distance: number } | null = null;
  for (const column of candidates) {
    const distance = column.startsWith(name) || name.startsWith(column) ? 1 : editDistance(name, column);
    if (distance <= 2 && (!best || distance < best.distance)) best = { column, distance };
  }
  return best?.column ?? null;
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}

const auditSpec = (descriptor: TableDescriptor) => descriptor.columns.find((c) => c.csv === 'dtmodif');

/** A source row as database values, or the reasons it is refused (rules within the row only). */
export function parseRow(
  descriptor: TableDescriptor,
  layout: Layout,
  cells: Cell[],
  authors: Authors,
  now: string,
  normalised?: Record<string, number>,
): { ok: true; row: DbRow } | { ok: false; reasons: string[] } {
  const row: DbRow = {};
  const reasons: string[] = [];
  layout.specs.forEach((spec, i) => {
    if (!spec) return;
    let cell = cells[i] ?? null;
    // An empty text (not the same as no value in the old database) is stored as no value, as
    // the API stores an emptied field: counted, so the report says how many.
    if (cell === '') {
      cell = null;
      if (normalised) normalised[spec.csv] = (normalised[spec.csv] ?? 0) + 1;
    }
    if (cell === null && spec.required && !spec.mayBeUnknown) {
      reasons.push(`${spec.csv} is missing`);
      return;
    }
    const reason = spec.read(cell, authors, row);
    if (reason) reasons.push(reason);
  });
  if (reasons.length > 0) return { ok: false, reasons };
  const audited = auditSpec(descriptor);
  if (audited) completeAudit(row, audited.defaulted ? now : null);
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
