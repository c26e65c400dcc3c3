const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

/** The fields of a form whose values differ from what the form loaded: this user's edits. */
export function changedFields<Values extends object>(values: Values, loaded: Values): (keyof Values)[] {
  return (Object.keys(values) as (keyof Values)[]).filter((key) => !same(values[key], loaded[key]));
}

/**
 * This user's edits laid over someone else's newer version: the fields they did not touch keep
 * the newer values, so saving again changes only what this user changed.
 */
export function mergeEdits<Values extends object>(theirs: Values, values: Values, loaded: Values): Values {
  const merged = { ...theirs };
  for (const key of changedFields(values, loaded)) merged[key] = values[key];
  return merged;
}
