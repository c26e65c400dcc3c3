import { Alert, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import type { TFunction } from 'i18next';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useSession } from '../../../api/session';
import { PasswordField } from '../../../components/password-field';
import { isApiError } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { paths } from '../../../lib/paths';
import { translated } from '../../../lib/translated';
import { useLogin } from '../api/auth-mutations';
import { AuthCard } from './auth-card';
import { AuthFormFooter } from './auth-form-footer';
import { isRegistrationOutcome } from './registration-outcome';

/** Only same-site paths are followed after sign-in (no open redirect). */
export function safeNext(next: string | null, origin = window.location.origin): string {
  if (!next) return paths.home;
  try {
    // Browsers read `/\evil.com` as `//evil.com`: only the URL parser's verdict on the origin is safe.
    const url = new URL(next, origin);
    return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : paths.home;
  } catch {
    return paths.home;
  }
}

type Validate = typeof import('../login-schema').validateLogin;
let loadingRules: Promise<Validate> | undefined;
/** The shared schema and zod come on first input or submit, not with the form (a phone on 1.6 Mbps). */
const loadRules = () => (loadingRules ??= import('../login-schema').then((m) => m.validateLogin));

/** Why signing in failed, in the language of `t` (the `auth` namespace). */
function loginProblem(err: unknown, t: TFunction): string {
  if (isApiError(err) && err.status === 429) return t('login.throttled', { count: err.retryAfter ?? 60 });
  if (isApiError(err) && err.code === 'account_disabled') return t('login.disabled');
  if (isApiError(err) && err.code === 'account_pending') return t('login.pending');
  return t('login.failedMessage');
}

export function LoginPage() {
  const { t } = useTranslation(['auth', 'office']);
  const navigate = useNavigate();
  const registered = (useLocation().state as { registered?: string } | null)?.registered;
  const [params] = useSearchParams();
  const next = safeNext(params.get('next'));
  const session = useSession();
  const login = useLogin();
  const [problem, setProblem] = useState<ReactNode>(null);
  const rules = useRef<Validate | null>(null);
  const form = useForm({ mode: 'uncontrolled', initialValues: { login: '', password: '' }, validate: (values) => rules.current?.(values) ?? {} });

  if (session.data) return <Navigate to={next} replace />;

  const validated = form.onSubmit(async (values) => {
    setProblem(null);
    try {
      await login.mutateAsync(values);
      // An earlier failure's toast would contradict the success.
      notifications.clean();
      notifySuccess(t('login.successTitle'), t('login.successMessage'));
      void navigate(next, { replace: true });
    } catch (err) {
      // Announced once, by the alert in the form (no toast saying it again).
      setProblem(translated((tr) => loginProblem(err, tr), 'auth'));
    }
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void loadRules().then((validate) => {
      rules.current = validate;
      validated();
    });
  };

  return (
    <AuthCard title={t('login.title')}>
      <form onSubmit={submit} onInput={() => void loadRules()} noValidate>
        <Stack>
          {isRegistrationOutcome(registered) && !problem && (
            <Alert color={registered === 'pending' ? 'yellow' : 'green'} role="status" title={t('register.successTitle')} data-testid="registered">
              {t(`office:register.${registered}`)}
            </Alert>
          )}
          {params.get('expired') && (
            <Alert color="yellow" role="status">
              {t('common:session.expired')}
            </Alert>
          )}
          {problem && (
            <Alert color="red" role="alert" title={t('login.failedTitle')}>
              {problem}
            </Alert>
          )}
          <TextInput label={t('login.login')} autoComplete="username" required key={form.key('login')} {...form.getInputProps('login')} data-autofocus autoFocus />
          <PasswordField label={t('login.password')} autoComplete="current-password" required key={form.key('password')} {...form.getInputProps('password')} />
          <AuthFormFooter submitLabel={t('login.submit')} loading={login.isPending} question={t('login.noAccount')} linkLabel={t('login.register')} to={paths.register} />
        </Stack>
      </form>
    </AuthCard>
  );
}
