import { LIMITS } from '@cabinet/shared';
import {
  formatCell,
  parseDate,
  parseFilename,
  parseInteger,
  parseMoment,
  parseMoney,
  parseText,
  RAW_FILENAME_MAX,
  type Cell,
  type Parsed,
} from './transfer-values';

export type DbRow = Record<string, unknown>;

/** Who wrote a record, by the name the old system or an export gives (an email, a username, "user"). */
export interface Authors {
  /** An account of this database matching the name (email or username, any case), if any. */
  idOf(name: string): number | null;
  /** The name an export writes for an account. */
  nameOf(id: number): string | null;
}

/** One CSV column: how its cell becomes database values and how a database row becomes its cell. */
export interface ColumnSpec {
  csv: string;
  /** Refused when empty (and the file refused when the column is absent). */
  required?: boolean;
  /** The most characters a text cell may hold: the API's limit for the field. */
  max?: number;
  /** An empty cell is not refused here: the import decides (see as-is.ts). */
  mayBeUnknown?: boolean;
  /** A table (by file name) whose key this column must name. */
  ref?: string;
  /** Values must differ between rows of the file. */
  unique?: boolean;
  /** An empty cell takes a value the import chooses (its own time): a row stored earlier keeps its own. */
  defaulted?: boolean;
  /** Writes the cell's database values into `row`; the reason when the cell is refused. */
  read(cell: Cell, authors: Authors, row: DbRow): string | null;
  format(row: DbRow, authors: Authors): string;
}

interface Options {
  db?: string;
  required?: boolean;
  mayBeUnknown?: boolean;
  ref?: string;
  unique?: boolean;
  defaulted?: boolean;
  /** A date counted from another (a due date): it may end past the range of dates the API accepts. */
  counted?: boolean;
  /** Text: the API's length limit for the field (LIMITS.shortText when not said). */
  max?: number;
}

function column(csv: string, options: Options, parse: (cell: Cell) => Parsed<unknown>, kind: 'plain' | 'money' = 'plain'): ColumnSpec {
  const db = options.db ?? csv;
  return {
    csv,
    required: options.required,
    mayBeUnknown: options.mayBeUnknown,
    ref: options.ref,
    unique: options.unique,
    defaulted: options.defaulted,
    max: options.max,
    read(cell, _authors, row) {
      const parsed = parse(cell);
      if (!parsed.ok) return parsed.reason;
      row[db] = parsed.value;
      return null;
    },
    format: (row) => formatCell(row[db], kind),
  };
}

/** Text as written, at most `max` characters (LIMITS.shortText when not said). */
export const text = (csv: string, options: Options = {}) => {
  const max = options.max ?? LIMITS.shortText;
  return column(csv, { ...options, max }, (cell) => parseText(cell, csv, max));
};
/** A document's file name, cleaned as an upload's is. */
export const filename = (csv: string, options: Options = {}) =>
  column(csv, { ...options, max: RAW_FILENAME_MAX }, (cell) => parseFilename(cell, csv));
export const integer = (csv: string, options: Options = {}) => column(csv, options, (cell) => parseInteger(cell, csv));
export const id = (csv: string, options: Options = {}) => column(csv, options, (cell) => parseInteger(cell, csv, { positive: true }));
export const date = (csv: string, options: Options = {}) =>
  column(csv, options, (cell) => parseDate(cell, csv, { counted: options.counted }));
export const moment = (csv: string, options: Options = {}) => column(csv, options, (cell) => parseMoment(cell, csv));
export const money = (csv: string, options: Options = {}) => column(csv, options, (cell) => parseMoney(cell, csv), 'money');

/**
 * A column naming an account by the name the old system or an export gives (trimmed, null when
 * empty). `store` writes the name and the account of this database it matches (null when none)
 * into the row, or returns the reason the row is refused.
 */
function accountColumn(
  csv: string,
  store: (row: DbRow, name: string | null, account: number | null) => string | null,
  format: ColumnSpec['format'],
): ColumnSpec {
  return {
    csv,
    read(cell, authors, row) {
      const parsed = parseText(cell, csv, AUTHOR_NAME_MAX);
      if (!parsed.ok) return parsed.reason;
      const name = parsed.value?.trim() || null;
      return store(row, name, name === null ? null : authors.idOf(name));
    },
    format,
  };
}

/** The longest author name kept: an account's email or username, or an old system's user name. */
const AUTHOR_NAME_MAX = 320;

/**
 * An author column (ucrea, umodif): a name matching an account of this database becomes that
 * account; any other name is kept as written in `<column>_name`, so nothing is lost.
 */
export function author(csv: string, db: string, options: { keepName?: boolean } = {}): ColumnSpec {
  const keepName = options.keepName ?? true;
  const nameColumn = `${db}_name`;
  return accountColumn(
    csv,
    (row, name, account) => {
      row[db] = account;
      if (keepName) row[nameColumn] = account === null ? name : null;
      return null;
    },
    (row, authors) => {
      const account = row[db] as number | null;
      const name = account === null || account === undefined ? null : authors.nameOf(account);
      return name ?? formatCell(keepName ? row[nameColumn] : null);
    },
  );
}

/**
 * The audit columns every record carries, in the old system's names. The old system's tables
 * (`keepNames`) keep an author no account matches by name, and leave a moment they never
 * recorded unknown; Cabinet's own tables always had both moments (an export holds them), and an
 * empty one takes the import's time.
 */
export const auditColumns = (options: { keepNames?: boolean } = {}): ColumnSpec[] => [
  moment('dtcrea', { db: 'created_at', defaulted: !options.keepNames }),
  author('ucrea', 'created_by', { keepName: options.keepNames }),
  moment('dtmodif', { db: 'modified_at', defaulted: !options.keepNames }),
  author('umodif', 'modified_by', { keepName: options.keepNames }),
];

/**
 * Fills the audit columns the source did not have. Nothing is taken from another column (a
 * creation is not its modification); a moment is the import's own time only for the tables
 * whose moment columns are `defaulted` (Cabinet's own), and stays unknown otherwise.
 */
export function completeAudit(row: DbRow, now: string | null): void {
  row.created_at ??= now;
  row.modified_at ??= now;
  row.created_by ??= null;
  row.modified_by ??= null;
  if ('created_by_name' in row || 'modified_by_name' in row) {
    row.created_by_name ??= null;
    row.modified_by_name ??= null;
  }
}

/**
 * A Cabinet account named by the row (responsible lawyer, assignee): written as the account's
 * email, read back to the account of this database with that email or username. Accounts do not
 * move, so a name no account matches refuses the row rather than dropping the assignment.
 */
export function account(csv: string, db = csv): ColumnSpec {
  return accountColumn(
    csv,
    (row, name, id) => {
      if (name !== null && id === null)
        return `${csv} "${name}" matches no account of this Cabinet (create the account first, with this email)`;
      row[db] = id;
      return null;
    },
    (row, authors) => {
      const id = row[db] as number | null | undefined;
      return id === null || id === undefined ? '' : (authors.nameOf(id) ?? '');
    },
  );
}
