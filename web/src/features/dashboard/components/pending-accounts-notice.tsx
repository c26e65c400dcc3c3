import { Alert, Anchor } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../../api/session';
import { usersQuery } from '../../../api/users';
import { formatNumber } from '../../../lib/format';
import { paths } from '../../../lib/paths';

/** An administrator's dashboard says when colleagues wait for their account to be approved (nothing said otherwise). */
export function PendingAccountsNotice() {
  const isAdmin = useSession().data?.role === 'admin';
  return isAdmin ? <PendingCount /> : null;
}

function PendingCount() {
  const { t, i18n } = useTranslation('dashboard');
  const pending = useQuery({ ...usersQuery, select: (data) => data.items.filter((user) => user.status === 'pending').length }).data ?? 0;
  if (pending === 0) return null;
  return (
    <Alert color="yellow" variant="light" icon={<IconUserPlus aria-hidden />} mb="lg" data-testid="pending-accounts">
      {t('pendingAccounts', { count: pending, n: formatNumber(pending, i18n.language) })}{' '}
      <Anchor component={Link} to={paths.admin.users} fw={600}>
        {t('reviewAccounts')}
      </Anchor>
    </Alert>
  );
}
