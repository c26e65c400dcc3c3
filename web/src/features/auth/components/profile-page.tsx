import { passwordSchema, profileBody } from '@cabinet/shared';
import { Badge, Button, Grid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../components/password-field';
import { z } from 'zod';
import { PageHeader } from '../../../components/page-header';
import { PageLoader } from '../../../components/page-state';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes';
import type { User } from '@cabinet/shared';
import { showSaveError } from '../../../lib/errors';
import { validateWith } from '../../../lib/form';
import { notifySuccess } from '../../../lib/notify';
import { useChangePassword, useUpdateProfile } from '../api/auth-mutations';
import { useSession } from '../../../api/session';
import { SectionPanel } from '../../../components/section-panel';

const passwordForm = z
  .object({ current_password: z.string().min(1, { error: 'Current password is required' }), new_password: passwordSchema, confirm_password: z.string() })
  .refine((v) => v.new_password === v.confirm_password, { error: 'Passwords do not match', path: ['confirm_password'] });

export function ProfilePage() {
  const { t } = useTranslation('auth');
  const session = useSession();
  if (!session.data) return <PageLoader />;
  return (
    <>
      <PageHeader title={t('profile.title')} />
      <Grid>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <DetailsForm user={session.data} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <PasswordForm />
        </Grid.Col>
      </Grid>
    </>
  );
}

function DetailsForm({ user }: { user: User }) {
  const { t } = useTranslation('auth');
  const update = useUpdateProfile();
  const form = useForm({
    initialValues: { full_name: user.full_name, username: user.username ?? '' },
    validate: validateWith(profileBody),
  });
  const submit = form.onSubmit(async (values) => {
    try {
      const { user: saved } = await update.mutateAsync(values);
      form.resetDirty({ full_name: saved.full_name, username: saved.username ?? '' });
      notifySuccess(t('profile.saved'));
    } catch (err) {
      showSaveError(form, err, t, t('profile.saveFailed'));
    }
  });
  return (
    <SectionPanel p="lg" titleId="profile-details" title={t('profile.details')} titleProps={{ mb: 'md' }}>
      <UnsavedChangesGuard dirty={form.isDirty()} />
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text size="sm">
            {t('profile.email')}: <strong>{user.email}</strong>
          </Text>
          <Text size="sm">
            {t('profile.role')}: <Badge variant="light">{t(`roles.${user.role}`)}</Badge>
          </Text>
          <TextInput label={t('profile.fullName')} required {...form.getInputProps('full_name')} />
          <TextInput label={t('profile.username')} description={t('profile.usernameHint')} autoComplete="username" {...form.getInputProps('username')} />
          <Button type="submit" loading={update.isPending} disabled={!form.isDirty()} style={{ alignSelf: 'flex-start' }}>
            {t('common:actions.save')}
          </Button>
        </Stack>
      </form>
    </SectionPanel>
  );
}

function PasswordForm() {
  const { t } = useTranslation('auth');
  const change = useChangePassword();
  const form = useForm({ initialValues: { current_password: '', new_password: '', confirm_password: '' }, validate: validateWith(passwordForm) });
  const submit = form.onSubmit(async ({ current_password, new_password }) => {
    try {
      await change.mutateAsync({ current_password, new_password });
      form.reset();
      notifySuccess(t('profile.passwordChanged'));
    } catch (err) {
      showSaveError(form, err, t, t('profile.passwordFailed'));
    }
  });
  return (
    <SectionPanel p="lg" titleId="profile-password" title={t('profile.passwordTitle')} titleProps={{ mb: 'md' }}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <PasswordField label={t('profile.currentPassword')} autoComplete="current-password" required {...form.getInputProps('current_password')} />
          <PasswordField label={t('profile.newPassword')} autoComplete="new-password" required {...form.getInputProps('new_password')} />
          <PasswordField label={t('profile.confirmPassword')} autoComplete="new-password" required {...form.getInputProps('confirm_password')} />
          <Button type="submit" loading={change.isPending} style={{ alignSelf: 'flex-start' }}>
            {t('profile.changePassword')}
          </Button>
        </Stack>
      </form>
    </SectionPanel>
  );
}
