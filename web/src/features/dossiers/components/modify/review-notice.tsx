import type { Dossier } from '@cabinet/shared';
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconChecks } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { useUpdateDossier } from '../../api/dossiers';

interface ReviewNoticeProps {
  dossier: Dossier;
  onShowHistory: () => void;
}

/**
 * A dossier the import brought in as the old system had it (a duplicate reference, an unknown
 * date, a deleted record's id): what to check is in its history; once checked, the mark goes.
 */
export function ReviewNotice({ dossier, onShowHistory }: ReviewNoticeProps) {
  const { t } = useTranslation('dossiers');
  const update = useUpdateDossier(dossier.id_dossier);
  const markChecked = async () => {
    try {
      await update.mutateAsync({ to_review: false, version: dossier.version });
      notifySuccess(t('review.checked'), t('review.checkedMessage', { ref: dossier.ref_dossier_bureau }));
    } catch (err) {
      notifyError(t('review.checkFailed'), err);
    }
  };
  return (
    <Alert color="orange.9" variant="light" mb="lg" icon={<IconAlertTriangle size={18} aria-hidden />} title={t('review.title')}>
      <Text size="sm" mb="sm">
        {t('review.notice')}
      </Text>
      <Group gap="sm">
        <Button size="xs" variant="default" onClick={onShowHistory}>
          {t('review.showHistory')}
        </Button>
        <Button size="xs" leftSection={<IconChecks size={16} aria-hidden />} loading={update.isPending} onClick={() => void markChecked()}>
          {t('review.markChecked')}
        </Button>
      </Group>
    </Alert>
  );
}
