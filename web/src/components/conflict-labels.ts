import type { TFunction } from 'i18next';

/** The `ConflictAlert` labels, from the `conflict.*` keys of the form's own namespace. */
export function conflictLabels(t: TFunction) {
  return {
    field: t('conflict.field'),
    theirs: t('conflict.theirs'),
    mine: t('conflict.mine'),
    reload: t('conflict.reload'),
    reapply: t('conflict.reapply'),
  };
}
