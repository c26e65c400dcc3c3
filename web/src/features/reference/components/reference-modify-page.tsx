import { Anchor, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { EmptyState, PageError, PageLoader } from '../../../components/page-state';
import { isApiError } from '../../../lib/api-client';
import { translateValidation } from '../../../lib/errors';
import { changedFields, mergeEdits } from '../../../lib/merge-edits';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { paths } from '../../../lib/paths';
import { useReferenceRecord, useUpdateReference } from '../api/references';
import type { ReferenceRecord } from '../api/reference-types';
import { formValuesToBody, recordToFormValues } from '../definitions/form-values';
import type { FormValues, ReferenceDefinition } from '../definitions/reference-definition';
import { ConflictNotice } from './conflict-notice';
import { ReferenceForm } from './reference-form';
import { useFailureToast } from './use-failure-toast';
import { useReferenceEditor } from './use-reference-editor';

/** Loads the record (loading, not-found and error states), then edits it. */
export function ReferenceModifyPage({ definition, id }: { definition: ReferenceDefinition; id: number | null }) {
  const { t } = useTranslation('reference');
  const entity = `entities.${definition.base}`;
  const record = useReferenceRecord(definition.resource, id);
  useFailureToast(id === null ? null : record.error, t(`${entity}.fetchOneFailed`));

  const notFound = id === null || (isApiError(record.error) && record.error.status === 404);
  if (notFound) {
    return (
      <>
        <PageHeader title={t(`${entity}.modifyTitle`)} />
        <Stack align="center">
          <EmptyState message={t(`${entity}.notFound`)} />
          <Anchor component={Link} to={paths.reference.list(definition.base)}>
            {t('form.backToList')}
          </Anchor>
        </Stack>
      </>
    );
  }
  if (record.isPending) return <PageLoader />;
  if (record.isError) return <PageError message={t(`${entity}.fetchOneFailed`)} onRetry={() => void record.refetch()} />;
  return <ModifyForm definition={definition} id={id} record={record.data} />;
}

function ModifyForm({ definition, id, record }: { definition: ReferenceDefinition; id: number; record: ReferenceRecord }) {
  const { t } = useTranslation('reference');
  const entity = `entities.${definition.base}`;
  const update = useUpdateReference(definition.resource);
  const [initial] = useState(() => recordToFormValues(definition, record));
  const editor = useReferenceEditor(definition, initial);
  const { form } = editor;
  /** What the form holds as "unchanged": the record it loaded, or the newer one it was rebased on. */
  const [loaded, setLoaded] = useState(initial);
  const [version, setVersion] = useState(record.version);
  const [conflict, setConflict] = useState<ReferenceRecord | null>(null);

  const submit = async (values: FormValues) => {
    try {
      await update.mutateAsync({ id, body: { ...formValuesToBody(definition, values), version } });
      notifySuccess(t(`${entity}.updated`), t(`${entity}.updatedMessage`));
      editor.leaveAfterSave();
    } catch (err) {
      if (isApiError(err) && err.code === 'conflict' && isRecord(err.current)) {
        setConflict(err.current);
        notifyError(translateValidation(err.message), err);
        return;
      }
      editor.showFailure(err, t(`${entity}.updateFailed`));
    }
  };

  const loadTheirs = (current: ReferenceRecord) => {
    const values = recordToFormValues(definition, current);
    form.setValues(values);
    form.resetDirty(values);
    form.clearErrors();
    setLoaded(values);
    setVersion(current.version);
    setConflict(null);
  };

  const keepMine = (current: ReferenceRecord) => {
    // Only the fields this user changed go over their version: saving again keeps the rest of theirs.
    const theirs = recordToFormValues(definition, current);
    form.setValues(mergeEdits(theirs, form.getValues(), loaded));
    form.resetDirty(theirs);
    setLoaded(theirs);
    setVersion(current.version);
    setConflict(null);
  };

  return (
    <ReferenceForm
      definition={definition}
      editor={editor}
      title={t(`${entity}.modifyTitle`)}
      submitLabel={t('form.update')}
      busy={update.isPending}
      onSubmit={submit}
      notice={conflict && <ConflictNotice definition={definition} current={conflict} changed={changedFields(form.getValues(), loaded)} onLoadTheirs={() => loadTheirs(conflict)} onKeepMine={() => keepMine(conflict)} />}
    />
  );
}

const isRecord = (value: unknown): value is ReferenceRecord =>
  typeof value === 'object' && value !== null && typeof (value as { version?: unknown }).version === 'number';
