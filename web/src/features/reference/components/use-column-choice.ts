import { useCallback, useState } from 'react';
import type { ColumnDefinition, ReferenceBase } from '../definitions/reference-definition';

const storageKey = (base: ReferenceBase) => `cabinet.reference.columns.${base}`;

function readChoice(base: ReferenceBase, columns: readonly ColumnDefinition[]): string[] {
  const defaults = columns.filter((column) => !column.hiddenByDefault).map((column) => column.key);
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(storageKey(base)) ?? 'null');
    if (!Array.isArray(stored)) return defaults;
    // A column removed since the choice was saved is dropped; an empty choice falls back to the defaults.
    const known = columns.map((column) => column.key).filter((key) => stored.includes(key));
    return known.length > 0 ? known : defaults;
  } catch {
    return defaults;
  }
}

/** Which columns a list shows, remembered per list in this browser. */
export function useColumnChoice(base: ReferenceBase, columns: readonly ColumnDefinition[]) {
  const [shown, setShown] = useState(() => readChoice(base, columns));
  const choose = useCallback(
    (keys: string[]) => {
      const ordered = columns.map((column) => column.key).filter((key) => keys.includes(key));
      if (ordered.length === 0) return;
      setShown(ordered);
      try {
        localStorage.setItem(storageKey(base), JSON.stringify(ordered));
      } catch {
        // Storage may be unavailable (private mode); the choice then lasts for the visit.
      }
    },
    [base, columns],
  );
  return { shown, choose, visible: columns.filter((column) => shown.includes(column.key)) };
}
