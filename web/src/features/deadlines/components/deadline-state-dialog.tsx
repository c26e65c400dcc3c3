import type { Deadline, DeadlineStatus, TranslatedLabels } from '@cabinet/shared';
import { Modal, Select, Stack, Textarea } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../../api/query-keys';
import { api, isApiError } from '../../../lib/api-client';
import { describeError, fieldErrors } from '../../../lib/errors';
import { formatDate } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { translated } from '../../../lib/translated';
import { useUpdateDeadline } from '../api/deadlines';
import { ruleLabel } from './days-left';
import { typeNameOf } from '../../../lib/action-type-name';
import { DialogFooter } from '../../../components/dialog-footer';

interface Props {
  deadline: Deadline;
  target: DeadlineStatus;
  onClose: () => void;
}

/**
 * Marks a deadline done (naming the action that met it), waived (with a reason) or open again.
 * What the user typed stays in the form whatever the server answers: a stale version reloads the
 * deadline and keeps the note for the next save.
 */
export function DeadlineStateDialog({ deadline, target, onClose }: Props) {
  const { t, i18n } = useTranslation('deadlines');
  const update = useUpdateDeadline();
  const [note, setNote] = useState(deadline.note ?? '');
  const [version, setVersion] = useState(deadline.version);
  const [completed, setCompleted] = useState<string | null>(deadline.completed_action_id ? String(deadline.completed_action_id) : null);
  const [errors, setErrors] = useState<Record<string, ReactNode>>({});
  const actions = useQuery({
    queryKey: queryKeys.deadlines.dossierActions(deadline.fk_dossier),
    queryFn: ({ signal }) =>
      api<{ items: { id_action: number; date_action: string; type_libelle: string | null; type_labels?: TranslatedLabels; contenu: string | null }[] }>(
        `/api/dossiers/${deadline.fk_dossier}/actions`,
        { signal },
      ),
    enabled: target === 'done',
  });
  const label = ruleLabel(deadline.rule, i18n.language);
  const title = t(target === 'done' ? 'panel.dialogDone' : target === 'waived' ? 'panel.dialogWaive' : 'panel.dialogReopen', { label });

  const save = async () => {
    if (target === 'waived' && !note.trim()) {
      setErrors({ note: translated((tr) => tr('deadlines:panel.reasonHint')) });
      return;
    }
    try {
      await update.mutateAsync({
        id: deadline.id,
        body: {
          status: target,
          note: note.trim() ? note.trim() : null,
          version,
          ...(target === 'done' ? { completed_action_id: completed ? Number(completed) : null } : {}),
        },
      });
      notifySuccess(t('panel.saved'));
      onClose();
    } catch (err) {
      if (isApiError(err) && err.status === 409 && err.current) {
        setVersion((err.current as Deadline).version);
        notifyError(t('panel.conflict'), err);
        return;
      }
      setErrors(fieldErrors(err));
      notifyError(describeError(err, t, t('panel.saveFailed')), err);
    }
  };

  return (
    <Modal opened onClose={onClose} title={title} centered closeButtonProps={{ 'aria-label': t('common:actions.close') }}>
      <Stack>
        {target === 'done' && (
          <Select
            label={t('panel.metBy')}
            description={t('panel.metByHint')}
            placeholder={t('panel.noAction')}
            clearable
            value={completed}
            onChange={setCompleted}
            error={errors.completed_action_id}
            data={(actions.data?.items ?? []).map((a) => ({
              value: String(a.id_action),
              label: `${formatDate(a.date_action, i18n.language)} — ${typeNameOf(a, i18n.language) ?? ''} ${a.contenu ?? ''}`.trim(),
            }))}
          />
        )}
        <Textarea
          label={target === 'waived' ? t('panel.reason') : t('panel.note')}
          description={target === 'waived' ? t('panel.reasonHint') : undefined}
          required={target === 'waived'}
          autosize
          minRows={2}
          maxLength={1000}
          value={note}
          error={errors.note}
          onChange={(e) => setNote(e.currentTarget.value)}
          data-autofocus
        />
        <DialogFooter submitLabel={t('panel.save')} loading={update.isPending} onCancel={onClose} onSubmit={() => void save()} />
      </Stack>
    </Modal>
  );
}
