import type { User } from '@cabinet/shared';
import { ActionIcon, Button, CopyButton, Group, Paper, Select, Stack, Switch, Text, TextInput, Title, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '../../../components/confirm-button';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../api/query-keys';
import { sessionQuery } from '../../../api/session';
import { describeError } from '../../../lib/errors';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useCalendarFeed, useRotateFeed } from '../api/calendar-feed';

const LANGUAGES = [
  { value: 'en', label: 'English' },
  { value: 'fr', label: 'Français' },
  { value: 'ar', label: 'العربية' },
];
/** The choice that lets e-mails and the calendar follow the language the app is used in. */
const FOLLOW_APP = 'app';
type LanguageBody = { language: string } | { language_follows_app: true };

/** The profile's part about e-mail reminders and the private calendar address. */
export function ProfileReminders() {
  const { t } = useTranslation('reminders');
  const queryClient = useQueryClient();
  const session = useQuery(sessionQuery);
  const user = session.data;
  const [language, setLanguage] = useState<string | null>(null);
  const [digest, setDigest] = useState<boolean | null>(null);
  const save = useMutation({
    mutationFn: (body: LanguageBody & { daily_digest?: boolean }) => api<{ user: User }>('/api/auth/profile', { method: 'PATCH', body }),
    onSuccess: ({ user: saved }) => {
      queryClient.setQueryData(queryKeys.session, saved);
      setLanguage(null);
      setDigest(null);
      notifySuccess(t('profile.saved'));
    },
    onError: (error) => notifyError(describeError(error, t, t('profile.saveFailed')), error),
  });
  const feed = useCalendarFeed();
  const rotate = useRotateFeed();
  if (!user) return null;

  const currentLanguage = language ?? (user.language_follows_app ? FOLLOW_APP : user.language);
  const appLanguage = LANGUAGES.find((option) => option.value === (user.app_language ?? user.language))?.label ?? '';
  const languageBody: LanguageBody = currentLanguage === FOLLOW_APP ? { language_follows_app: true } : { language: currentLanguage };
  const currentDigest = digest ?? user.daily_digest;
  return (
    <Paper withBorder p="md" mt="md">
      <Title order={2} size="h4" mb="sm">
        {t('profile.title')}
      </Title>
      <Stack gap="md">
        <form
          onSubmit={(e) => {
            e.preventDefault();
            save.mutate({ ...languageBody, daily_digest: currentDigest });
          }}
        >
          <Stack gap="sm">
            <Select
              label={t('profile.language')}
              description={t('profile.languageHint')}
              data={[{ value: FOLLOW_APP, label: t('profile.followApp', { language: appLanguage }) }, ...LANGUAGES]}
              value={currentLanguage}
              onChange={(v) => setLanguage(v ?? FOLLOW_APP)}
              allowDeselect={false}
            />
            <Switch
              label={t('profile.digest')}
              description={t('profile.digestHint')}
              checked={currentDigest}
              onChange={(e) => setDigest(e.currentTarget.checked)}
            />
            <Group>
              <Button type="submit" loading={save.isPending}>
                {t('profile.save')}
              </Button>
            </Group>
          </Stack>
        </form>
        <Stack gap="xs">
          <Title order={3} size="h5">
            {t('profile.feedTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('profile.feedHint')}
          </Text>
          {feed.isError ? (
            <Text c="red" role="alert">
              {t('profile.feedError')}
            </Text>
          ) : (
            <Group gap="xs" align="end" wrap="nowrap">
              <TextInput
                label={t('profile.feedUrl')}
                value={feed.data?.url ?? ''}
                readOnly
                dir="ltr"
                style={{ flex: 1, minWidth: 0 }}
                onFocus={(e) => e.currentTarget.select()}
                data-testid="feed-url"
              />
              <CopyButton value={feed.data?.url ?? ''}>
                {({ copied, copy }) => (
                  <Tooltip label={copied ? t('profile.copied') : t('profile.copy')}>
                    <ActionIcon variant="default" size="lg" onClick={copy} aria-label={t('profile.copy')} disabled={!feed.data}>
                      {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
                    </ActionIcon>
                  </Tooltip>
                )}
              </CopyButton>
            </Group>
          )}
          <Group>
            <ConfirmButton
              message={t('profile.rotateConfirm')}
              confirmLabel={t('profile.rotate')}
              loading={rotate.isPending}
              onConfirm={async () => {
                try {
                  await rotate.mutateAsync();
                  notifySuccess(t('profile.rotated'));
                } catch (error) {
                  notifyError(describeError(error, t, t('profile.feedError')), error);
                }
              }}
            >
              {t('profile.rotate')}
            </ConfirmButton>
          </Group>
        </Stack>
      </Stack>
    </Paper>
  );
}
