import { ActionIcon, Burger, Group, Menu, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconLayoutSidebar, IconLogout, IconUserCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useLogout } from '../../features/auth/api/auth-mutations';
import { useSession } from '../../features/auth/api/session';
import { AttentionIndicators } from './attention-indicators';
import { LanguageSwitcher } from './language-switcher';
import type { ReactNode } from 'react';

interface TopBarProps {
  drawerOpened: boolean;
  onToggleDrawer: () => void;
  onToggleCollapsed: () => void;
  /** Extra controls from features (the quick search). */
  extra?: ReactNode;
}

export function TopBar({ drawerOpened, onToggleDrawer, onToggleCollapsed, extra }: TopBarProps) {
  const { t } = useTranslation();
  const user = useSession().data;
  const logout = useLogout();
  const navigate = useNavigate();

  const signOut = async () => {
    await logout.mutateAsync().catch(() => undefined);
    void navigate('/login', { replace: true });
  };

  return (
    <Group h="100%" px="sm" justify="space-between" wrap="nowrap" gap="xs">
      <Group gap="xs" wrap="nowrap">
        <Burger opened={drawerOpened} onClick={onToggleDrawer} hiddenFrom="sm" size="sm" aria-label={t('topbar.toggleMenu')} />
        <Tooltip label={t('topbar.toggleMenu')}>
          <ActionIcon variant="subtle" size="lg" onClick={onToggleCollapsed} visibleFrom="sm" aria-label={t('topbar.toggleMenu')}>
            <IconLayoutSidebar size={20} aria-hidden />
          </ActionIcon>
        </Tooltip>
        <UnstyledButton component={Link} to="/" aria-label={t('nav.dashboard')}>
          <Group gap={6} wrap="nowrap">
            <img src="/favicon.svg" alt="" width={28} height={28} />
            <Text fw={700} visibleFrom="xs">
              {t('appName')}
            </Text>
          </Group>
        </UnstyledButton>
        {extra}
      </Group>
      <Group gap="xs" wrap="nowrap">
        <AttentionIndicators />
        <LanguageSwitcher />
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="subtle" size="lg" aria-label={`${t('topbar.account')}: ${user?.full_name ?? ''}`}>
              <IconUserCircle size={22} aria-hidden />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Label>{user?.full_name}</Menu.Label>
            <Menu.Item component={Link} to="/profile" leftSection={<IconUserCircle size={16} aria-hidden />}>
              {t('nav.profile')}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
        <Tooltip label={t('topbar.logout')}>
          <ActionIcon variant="subtle" color="red" size="lg" onClick={() => void signOut()} aria-label={t('topbar.logout')} loading={logout.isPending}>
            <IconLogout size={20} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Group>
  );
}
