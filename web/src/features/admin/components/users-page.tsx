import { MONEY_ACCESS, passwordSchema, type User } from '@cabinet/shared';
import { Badge, Button, Group, Menu, Modal, Select, Stack, Table, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconDots } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useSession } from '../../../api/session';
import { useUsers } from '../../../api/users';
import { PageHeader } from '../../../components/page-header';
import { EmptyState, PageError, PageLoader } from '../../../components/page-state';
import { PasswordField } from '../../../components/password-field';
import { ResponsiveTable } from '../../../components/responsive-table';
import { describeError, showSaveError } from '../../../lib/errors';
import { validateWith } from '../../../lib/form';
import { formatTimestamp } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useResetPassword, useUpdateUser } from '../api/users';
import { InviteUser } from './invite-user';
import { TableHead } from '../../../components/table-head';
import { DialogFooter } from '../../../components/dialog-footer';

const STATUS_COLORS: Record<User['status'], string> = { active: 'teal', pending: 'yellow', disabled: 'gray' };

export function UsersPage() {
  const { t, i18n } = useTranslation('admin');
  const users = useUsers();
  const me = useSession().data;
  const update = useUpdateUser();
  const [resetting, setResetting] = useState<User | null>(null);

  const change = async (user: User, patch: { role?: User['role']; status?: User['status']; money?: User['money'] }) => {
    try {
      await update.mutateAsync({ id: user.id, ...patch });
      notifySuccess(t('users.updated'));
    } catch (err) {
      notifyError(describeError(err, t, t('users.updateFailed')), err);
    }
  };

  if (users.isPending) return <PageLoader />;
  if (users.isError) return <PageError message={t('users.loadFailed')} onRetry={() => void users.refetch()} />;

  return (
    <>
      <PageHeader title={`${t('users.title')} (${users.data.total})`}>
        <InviteUser />
      </PageHeader>
      {users.data.items.length === 0 ? (
        <EmptyState message={t('users.empty')} />
      ) : (
        <ResponsiveTable minWidth={860} striped highlightOnHover>
          <TableHead
            columns={[
              t('users.fullName'),
              t('users.email'),
              t('users.username'),
              t('users.role'),
              t('users.status'),
              t('money:access.column'),
              t('users.createdAt'),
              t('users.actions'),
            ]}
          />
          <Table.Tbody>
            {users.data.items.map((user) => (
              <Table.Tr key={user.id}>
                <Table.Td>
                  {user.full_name}
                  {user.id === me?.id && (
                    <Text span c="dimmed" size="sm">
                      {' '}
                      ({t('users.you')})
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{user.email}</Table.Td>
                <Table.Td>{user.username ?? ''}</Table.Td>
                <Table.Td>{t(`auth:roles.${user.role}`)}</Table.Td>
                <Table.Td>
                  <Badge
                    color={STATUS_COLORS[user.status]}
                    variant="light"
                    autoContrast
                    maw="none"
                    styles={{ label: { overflow: 'visible' } }}
                  >
                    {t(`status.${user.status}`)}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  {user.role === 'admin' ? (
                    <Text size="sm">{t('money:access.admin')}</Text>
                  ) : (
                    <Select
                      size="xs"
                      w={190}
                      aria-label={t('money:access.label', { name: user.full_name })}
                      data={MONEY_ACCESS.map((value) => ({ value, label: t(`money:access.${value}`) }))}
                      value={user.money}
                      onChange={(value) => value && value !== user.money && void change(user, { money: value as User['money'] })}
                      allowDeselect={false}
                      comboboxProps={{ withinPortal: true }}
                    />
                  )}
                </Table.Td>
                <Table.Td>{formatTimestamp(user.created_at, i18n.language)}</Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    {user.status === 'pending' && (
                      <Button size="xs" onClick={() => void change(user, { status: 'active' })}>
                        {t('users.approve')}
                      </Button>
                    )}
                    <Menu position="bottom-end" withinPortal>
                      <Menu.Target>
                        <Button size="xs" variant="default" aria-label={`${t('users.actions')}: ${user.full_name}`}>
                          <IconDots size={16} aria-hidden />
                        </Button>
                      </Menu.Target>
                      <Menu.Dropdown>
                        {user.role === 'user' ? (
                          <Menu.Item onClick={() => void change(user, { role: 'admin' })}>{t('users.makeAdmin')}</Menu.Item>
                        ) : (
                          <Menu.Item onClick={() => void change(user, { role: 'user' })}>{t('users.makeUser')}</Menu.Item>
                        )}
                        {user.status === 'disabled' ? (
                          <Menu.Item onClick={() => void change(user, { status: 'active' })}>{t('users.enable')}</Menu.Item>
                        ) : (
                          <Menu.Item color="red" onClick={() => void change(user, { status: 'disabled' })}>
                            {t('users.disable')}
                          </Menu.Item>
                        )}
                        <Menu.Item onClick={() => setResetting(user)}>{t('users.resetPassword')}</Menu.Item>
                      </Menu.Dropdown>
                    </Menu>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </ResponsiveTable>
      )}
      <ResetPasswordModal user={resetting} onClose={() => setResetting(null)} />
    </>
  );
}

const resetForm = z.object({ new_password: passwordSchema });

function ResetPasswordModal({ user, onClose }: { user: User | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const reset = useResetPassword();
  const form = useForm({ initialValues: { new_password: '' }, validate: validateWith(resetForm) });
  // However it closes, nothing typed stays for the next account's reset.
  const close = () => {
    form.reset();
    onClose();
  };
  const submit = form.onSubmit(async ({ new_password }) => {
    if (!user) return;
    try {
      await reset.mutateAsync({ id: user.id, new_password });
      notifySuccess(t('users.resetDone'));
      close();
    } catch (err) {
      showSaveError(form, err, t, t('users.updateFailed'));
    }
  });
  return (
    <Modal opened={user !== null} onClose={close} title={t('users.resetTitle', { name: user?.full_name ?? '' })} centered>
      <form onSubmit={submit} noValidate>
        <Stack>
          <PasswordField
            label={t('users.newPassword')}
            autoComplete="new-password"
            required
            data-autofocus
            {...form.getInputProps('new_password')}
          />
          <DialogFooter submitLabel={t('users.resetPassword')} loading={reset.isPending} onCancel={close} />
        </Stack>
      </form>
    </Modal>
  );
}
