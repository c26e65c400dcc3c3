import { registerForm } from '@cabinet/shared';
import { Alert, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { TFunction } from 'i18next';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PasswordField } from '../../../components/password-field';
import { isApiError } from '../../../lib/api-client';
import { fieldErrors } from '../../../lib/errors';
import { validateWith } from '../../../lib/form';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { paths } from '../../../lib/paths';
import { translated } from '../../../lib/translated';
import { useRegister } from '../api/auth-mutations';
import { AuthCard } from './auth-card';
import { AuthFormFooter } from './auth-form-footer';
import { registrationOutcome } from './registration-outcome';

/** No role chooser: the server decides (first account admin, others per the registration policy). */
export function RegisterPage() {
  const { t } = useTranslation(['auth', 'office']);
  const navigate = useNavigate();
  const register = useRegister();
  const [problem, setProblem] = useState<ReactNode>(null);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { full_name: '', email: '', password: '', confirm_password: '' },
    validate: validateWith(registerForm),
  });

  const submit = form.onSubmit(async ({ confirm_password: _confirm, ...body }) => {
    setProblem(null);
    try {
      const { user } = await register.mutateAsync(body);
      const outcome = registrationOutcome(user);
      notifySuccess(t('register.successTitle'), t(`office:register.${outcome}`));
      // Said again on the sign-in page, where the toast may already have gone.
      void navigate(paths.login, { replace: true, state: { registered: outcome } });
    } catch (err) {
      form.setErrors(fieldErrors(err));
      const problemOf = (tr: TFunction) => tr(isApiError(err) && err.status === 403 ? 'register.closed' : 'register.failedMessage');
      setProblem(translated(problemOf, 'auth'));
      notifyError(`${t('register.failedTitle')}: ${problemOf(t)}`, err);
    }
  });

  return (
    <AuthCard title={t('register.title')}>
      <form onSubmit={submit} noValidate>
        <Stack>
          {problem && (
            <Alert color="red" role="alert" title={t('register.failedTitle')}>
              {problem}
            </Alert>
          )}
          <TextInput label={t('register.fullName')} autoComplete="name" required key={form.key('full_name')} {...form.getInputProps('full_name')} autoFocus />
          <TextInput label={t('register.email')} type="email" autoComplete="email" required key={form.key('email')} {...form.getInputProps('email')} />
          <PasswordField
            label={t('register.password')}
            description={t('register.passwordHint')}
            autoComplete="new-password"
            required
            key={form.key('password')}
            {...form.getInputProps('password')}
          />
          <PasswordField
            label={t('register.confirmPassword')}
            autoComplete="new-password"
            required
            key={form.key('confirm_password')}
            {...form.getInputProps('confirm_password')}
          />
          <AuthFormFooter submitLabel={t('register.submit')} loading={register.isPending} question={t('register.haveAccount')} linkLabel={t('register.login')} to={paths.login} />
        </Stack>
      </form>
    </AuthCard>
  );
}
