import { Button, Divider, NavLink, Stack, Text } from '@mantine/core';
import { IconLogout, IconUserCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { NavLink as RouterNavLink } from 'react-router';
import { useSession } from '../../api/session';
import { LanguageSwitcher } from '../../components/language-switcher';
import { useSignOut } from './use-sign-out';

/** The phone drawer's last part: who is signed in, their profile, the language and sign-out. */
export function DrawerAccount({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const user = useSession().data;
  const { signOut, pending } = useSignOut();
  return (
    <Stack gap={6} mt="xs" data-testid="drawer-account">
      <Divider />
      <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm">
        {t('topbar.account')}
      </Text>
      <Text size="sm" px="sm" fw={600}>
        <bdi>{user?.full_name}</bdi>
      </Text>
      <NavLink component={RouterNavLink} to="/profile" label={t('nav.profile')} leftSection={<IconUserCircle size={18} aria-hidden />} onClick={onNavigate} />
      <Stack gap={4} px="sm">
        <Text size="sm" id="drawer-language">
          {t('topbar.language')}
        </Text>
        <LanguageSwitcher />
      </Stack>
      <Button variant="light" color="red" mx="sm" leftSection={<IconLogout size={18} aria-hidden className="mirror-in-rtl" />} onClick={() => void signOut()} loading={pending}>
        {t('topbar.logout')}
      </Button>
    </Stack>
  );
}
