import type { UseFormReturnType } from '@mantine/form';
import { useState } from 'react';
import { isApiError } from './api-client';
import { focusFirstError } from './focus-first-error';

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
 * as `conflict` rather than overwritten: `reload` takes their version, `reapply` saves mine over it.
 */
export function useVersionedSave<Values, Entity extends { version: number }, Saved>({
  form,
  record,
  toForm,
  mutate,
  onSaved,
  onError,
}: VersionedSaveOptions<Values, Entity, Saved>) {
  const [version, setVersion] = useState(record.version);
  const [conflict, setConflict] = useState<Entity | null>(null);

  const save = async (values: Values, expectedVersion: number) => {
    try {
      const saved = await mutate(values, expectedVersion);
      form.resetDirty();
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
    setVersion(conflict.version);
    setConflict(null);
  };

  const reapply = () => {
    if (!conflict) return;
    setVersion(conflict.version);
    setConflict(null);
    void save(form.getValues(), conflict.version);
  };

  return {
    conflict,
    /** Submit handler for `form.onSubmit`: saves with the current expected version. */
    submit: (values: Values) => save(values, version),
    reload,
    reapply,
  };
}
