import type { User } from '@cabinet/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../api/query-keys';
import { useSession } from '../../api/session';
import { LANGUAGES, type Language } from '../../i18n';
import { api } from '../../lib/api-client';

const isLanguage = (value: string | undefined): value is Language => (LANGUAGES as readonly string[]).includes(value ?? '');

/**
 * Tells the server which language the account uses the app in, at sign-in and whenever it
 * changes: its e-mails and calendar feed follow it until the account chooses one in its profile.
 * Sent only when it differs from what the account has; a failure is tried again at the next change.
 */
export function AppLanguageSync() {
  const { i18n } = useTranslation();
  const user = useSession().data;
  const queryClient = useQueryClient();
  const sending = useRef<string | null>(null);
  const lang = i18n.resolvedLanguage;
  useEffect(() => {
    if (!user || !isLanguage(lang) || user.app_language === lang || sending.current === lang) return;
    sending.current = lang;
    api<{ user: User }>('/api/auth/profile', { method: 'PATCH', body: { app_language: lang } }).then(
      ({ user: saved }) => {
        queryClient.setQueryData(queryKeys.session, saved);
        sending.current = null;
      },
      () => {
        sending.current = null;
      },
    );
  }, [user, lang, queryClient]);
  return null;
}
