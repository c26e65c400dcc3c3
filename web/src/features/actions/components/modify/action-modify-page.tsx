import type { Action } from '@cabinet/shared';
import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../../../components/page-header';
import { PageError, PageLoader } from '../../../../components/page-state';
import { isApiError } from '../../../../lib/api-client';
import { notifyError } from '../../../../lib/notify';
import { paths } from '../../../../lib/paths';
import { useLeaveAfterSave } from '../../../../lib/use-leave-after-save';
import { useAction } from '../../api/actions';
import { useActionOptions } from '../use-action-options';
import { ActionEditForm } from './action-edit-form';
import { OldSystemStamp } from './old-system-stamp';

const isId = (text: string | undefined): text is string => /^\d{1,10}$/.test(text ?? '') && Number(text) > 0;

function ActionNotFound() {
  const { t } = useTranslation('actions');
  return (
    <Center py="xl">
      <Stack align="center" gap="sm">
        <Title order={1} size="h2">
          {t('edit.notFoundTitle')}
        </Title>
        <Text c="dimmed">{t('edit.notFound')}</Text>
        <Button component={Link} to={paths.dossier.search}>
          {t('edit.toSearch')}
        </Button>
      </Stack>
    </Center>
  );
}

export function ActionModifyPage() {
  const { id } = useParams();
  if (!isId(id)) return <ActionNotFound />;
  return <ActionScreen key={id} id={Number(id)} />;
}

function ActionScreen({ id }: { id: number }) {
  const { t } = useTranslation('actions');
  const location = useLocation();
  const navigate = useNavigate();
  const action = useAction(id);
  const options = useActionOptions(t('errors.loadDropdowns'));
  const { leaving, leave } = useLeaveAfterSave();
  const notFound = isApiError(action.error) && action.error.status === 404;

  useEffect(() => {
    if (action.error && !notFound) notifyError(t('errors.fetch'), action.error);
  }, [action.error, notFound, t]);

  // Back one page, as the seed does; opened from a link with no history, to the action's dossier.
  const noHistory = location.key === 'default';
  const onSaved = (saved: Action) => leave(noHistory ? paths.dossier.modify(saved.fk_dossier) : -1);
  const onCancel = () => void (noHistory && action.data ? navigate(paths.dossier.modify(action.data.fk_dossier)) : navigate(-1));

  if (notFound) return <ActionNotFound />;
  if (!action.data)
    return action.isError ? <PageError message={t('errors.fetch')} onRetry={() => void action.refetch()} /> : <PageLoader />;

  return (
    <>
      <PageHeader title={t('edit.title', { id })}>
        <Button component={Link} to={paths.dossier.modify(action.data.fk_dossier)} variant="subtle">
          {t('edit.seeDossier', { ref: action.data.ref_dossier_bureau })}
        </Button>
      </PageHeader>
      <OldSystemStamp action={action.data} />
      <ActionEditForm action={action.data} options={options} onSaved={onSaved} onCancel={onCancel} leaving={leaving} />
    </>
  );
}
