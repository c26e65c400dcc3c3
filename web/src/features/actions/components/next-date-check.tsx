import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { formatDate } from '../../../lib/format';

interface Dated {
  date_action: string;
  date_prochaine: string;
}

/** A next date before the action's own date is most often a typing slip. */
export const nextDateBeforeAction = (values: Dated) =>
  values.date_prochaine !== '' && values.date_action !== '' && values.date_prochaine < values.date_action;

/**
 * Wraps a form's save so that a next date before the action date asks for confirmation first;
 * `dialog` is the question, to render with the form.
 */
export function useNextDateCheck<V extends Dated>(save: (values: V) => void | Promise<unknown>) {
  const { t, i18n } = useTranslation('office');
  const [pending, setPending] = useState<V | null>(null);
  const guarded = async (values: V): Promise<void> => {
    if (nextDateBeforeAction(values)) {
      setPending(values);
      return;
    }
    await save(values);
  };
  const dialog = (
    <ConfirmDialog
      opened={pending !== null}
      title={t('nextDate.title')}
      message={
        pending
          ? t('nextDate.message', {
              next: formatDate(pending.date_prochaine, i18n.language),
              action: formatDate(pending.date_action, i18n.language),
            })
          : ''
      }
      confirmLabel={t('nextDate.confirm')}
      onCancel={() => setPending(null)}
      onConfirm={() => {
        const values = pending;
        setPending(null);
        if (values) void save(values);
      }}
    />
  );
  return { guarded, dialog };
}
