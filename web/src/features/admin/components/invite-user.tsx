import { ROLES, userInviteBody, type Role, type UserInviteResponse } from '@cabinet/shared';
import { Alert, Button, CopyButton, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showSaveError } from '../../../lib/errors';
import { validateWith } from '../../../lib/form';
import { useInviteUser } from '../api/users';
import { DialogFooter } from '../../../components/dialog-footer';

const validate = validateWith(userInviteBody);

/** The Accounts page's invite: a colleague's account, active at once, and its temporary password shown this once. */
export function InviteUser() {
  const { t } = useTranslation('invite');
  const [open, setOpen] = useState(false);
  const [created, setCreated] = useState<UserInviteResponse | null>(null);
  const invite = useInviteUser();
  const form = useForm({ initialValues: { full_name: '', email: '', role: 'user' as string }, validate });

  const close = () => {
    setOpen(false);
    setCreated(null);
    form.reset();
  };
  const submit = form.onSubmit(async (values) => {
    try {
      setCreated(await invite.mutateAsync({ full_name: values.full_name, email: values.email, role: values.role as Role }));
    } catch (err) {
      showSaveError(form, err, t, t('failed'));
    }
  });

  return (
    <>
      <Button leftSection={<IconUserPlus size={16} aria-hidden />} onClick={() => setOpen(true)}>
        {t('button')}
      </Button>
      <Modal opened={open} onClose={close} title={created ? t('createdTitle', { name: created.user.full_name }) : t('title')} centered>
        {created ? (
          <Stack>
            <TextInput label={t('passwordLabel')} value={created.temporary_password} readOnly dir="ltr" ff="monospace" data-autofocus />
            <Alert color="yellow" variant="light">
              <Text size="sm">{t('shownOnce', { name: created.user.full_name })}</Text>
              <Text size="sm" mt="xs">
                {t('changeIt')}
              </Text>
            </Alert>
            <Group justify="flex-end">
              <CopyButton value={created.temporary_password}>
                {({ copied, copy }) => (
                  <Button variant="default" onClick={copy} aria-live="polite">
                    {copied ? t('copied') : t('copy')}
                  </Button>
                )}
              </CopyButton>
              <Button onClick={close}>{t('common:actions.close')}</Button>
            </Group>
          </Stack>
        ) : (
          <form onSubmit={submit} noValidate>
            <Stack>
              <Text size="sm">{t('explanation')}</Text>
              <TextInput label={t('fullName')} required autoComplete="off" data-autofocus {...form.getInputProps('full_name')} />
              <TextInput label={t('email')} type="email" dir="ltr" required autoComplete="off" {...form.getInputProps('email')} />
              <Select
                label={t('role')}
                data={ROLES.map((role) => ({ value: role, label: t(`auth:roles.${role}`) }))}
                allowDeselect={false}
                comboboxProps={{ withinPortal: true }}
                {...form.getInputProps('role')}
              />
              <DialogFooter submitLabel={t('submit')} loading={invite.isPending} onCancel={close} />
            </Stack>
          </form>
        )}
      </Modal>
    </>
  );
}
