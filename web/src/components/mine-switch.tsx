import type { User } from '@cabinet/shared';
import { Switch } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../lib/api-client';
import { queryKeys } from '../api/query-keys';
import { sessionQuery } from '../api/session';
import { describeError } from '../lib/errors';
import { notifyError } from '../lib/notify';

/** The account's "Mine" preference, kept on the server so it follows the user from device to device. */
export function useMinePreference(): { mine: boolean; setMine: (value: boolean) => void; saving: boolean } {
  const { t } = useTranslation('reminders');
  const queryClient = useQueryClient();
  const session = useQuery(sessionQuery);
  // The switch follows the click at once (the session's cache tells its readers a moment later),
  // and goes back if the server refuses.
  const [chosen, setChosen] = useState<boolean | null>(null);
  const save = useMutation({
    mutationFn: (prefer_mine: boolean) => api<{ user: User }>('/api/auth/profile', { method: 'PATCH', body: { prefer_mine } }),
    onMutate: (prefer_mine) => {
      const before = queryClient.getQueryData<User | null>(queryKeys.session);
      if (before) queryClient.setQueryData(queryKeys.session, { ...before, prefer_mine });
      return before;
    },
    onError: (error, _value, before) => {
      queryClient.setQueryData(queryKeys.session, before);
      notifyError(describeError(error, t, t('mine.saveFailed')), error);
    },
    onSuccess: ({ user }) => queryClient.setQueryData(queryKeys.session, user),
    onSettled: () => setChosen(null),
  });
  const setMine = (value: boolean) => {
    setChosen(value);
    save.mutate(value);
  };
  return { mine: chosen ?? session.data?.prefer_mine ?? false, setMine, saving: save.isPending };
}

export function MineSwitch({ mine, onChange }: { mine: boolean; onChange: (value: boolean) => void }) {
  const { t } = useTranslation('reminders');
  return <Switch label={t('mine.label')} aria-description={t('mine.description')} checked={mine} onChange={(e) => onChange(e.currentTarget.checked)} />;
}
