import type { UseFormReturnType } from '@mantine/form';
import { useState } from 'react';
import { isApiError } from './api-client';
import { focusFirstError } from './focus-first-error';
import { mergeEdits } from './merge-edits';

interface VersionedSaveOptions<Values, Entity extends { version: number }, Saved> {
  form: UseFormReturnType<Values>;
  /** The record as read: its version is the one the first save expects. */
  record: Entity;
  /** The form values for a record (used to load the other person's version). */
  toForm: (record: Entity) => Values;
  /** Sends the values with the version the save expects. */
  mutate: (values: Values, expectedVersion: number) => Promise<Saved>;
  /** After a successful save; the form is no longer dirty. */
  onSaved: (saved: Saved) => void;
  /** Any failure other than a version conflict (the first field in error is focused afterwards). */
  onError: (err: unknown, values: Values) => void;
}

/**
 * Saves a form with the version read, so a concurrent change (409 with the current record) is kept
 * as `conflict` rather than overwritten: `reload` takes their version, `reapply` lays this user's
 * edits (the fields changed since the form loaded) over their version and saves that. `mine` is
 * that merge while a conflict is shown, so the notice lists only the fields this user changed.
 */
export function useVersionedSave<Values extends object, Entity extends { version: number }, Saved>({
  form,
  record,
  toForm,
  mutate,
  onSaved,
  onError,
}: VersionedSaveOptions<Values, Entity, Saved>) {
  const [version, setVersion] = useState(record.version);
  const [conflict, setConflict] = useState<Entity | null>(null);
  /** What the form holds as "unchanged": the record it loaded, or the newer one it was rebased on. */
  const [loaded, setLoaded] = useState<Values>(() => toForm(record));

  const save = async (values: Values, expectedVersion: number) => {
    try {
      const saved = await mutate(values, expectedVersion);
      form.resetDirty();
      setLoaded(values);
      onSaved(saved);
    } catch (err) {
      if (isApiError(err) && err.status === 409 && err.current) {
        setConflict(err.current as Entity);
        return;
      }
      onError(err, values);
      focusFirstError();
    }
  };

  const reload = () => {
    if (!conflict) return;
    const theirs = toForm(conflict);
    form.setValues(theirs);
    form.resetDirty(theirs);
    setLoaded(theirs);
    setVersion(conflict.version);
    setConflict(null);
  };

  const reapply = () => {
    if (!conflict) return;
    const theirs = toForm(conflict);
    const values = mergeEdits(theirs, form.getValues(), loaded);
    form.setValues(values);
    form.resetDirty(theirs);
    setLoaded(theirs);
    setVersion(conflict.version);
    setConflict(null);
    void save(values, conflict.version);
  };

  return {
    conflict,
    /** This user's edits over the conflicting version (what `reapply` would save), or null. */
    mine: conflict ? mergeEdits(toForm(conflict), form.getValues(), loaded) : null,
    /** Submit handler for `form.onSubmit`: saves with the current expected version. */
    submit: (values: Values) => save(values, version),
    reload,
    reapply,
  };
}
