import { ActionIcon, Burger, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconLayoutSidebar, IconLogout, IconUserCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../api/session';
import { useOfficeName } from '../../lib/document-title';
import { AttentionIndicators } from './attention-indicators';
import { AppLogo } from '../../components/app-logo';
import { HoverTooltip } from '../../components/hover-tooltip';
import { LanguageSwitcher } from '../../components/language-switcher';
import { useSignOut } from './use-sign-out';
import type { ReactNode, Ref } from 'react';

interface TopBarProps {
  drawerOpened: boolean;
  onToggleDrawer: () => void;
  onToggleCollapsed: () => void;
  /** Extra controls from features (the quick search). */
  extra?: ReactNode;
  /** The phone menu button, to give focus back when the drawer closes. */
  menuButtonRef?: Ref<HTMLButtonElement>;
  /** The side menu's element id (aria-controls). */
  menuId?: string;
  /** The desktop side menu shows its labels. */
  sideMenuExpanded?: boolean;
  /** A phone: the language and account controls live in the drawer, so they are not rendered here. */
  phone?: boolean;
}

export function TopBar({
  drawerOpened,
  onToggleDrawer,
  onToggleCollapsed,
  extra,
  menuButtonRef,
  menuId,
  sideMenuExpanded = true,
  phone = false,
}: TopBarProps) {
  const { t } = useTranslation();
  const user = useSession().data;
  const { signOut, pending } = useSignOut();
  const office = useOfficeName();

  return (
    <Group h="100%" px="sm" justify="space-between" wrap="nowrap" gap="xs">
      <Group gap="xs" wrap="nowrap" miw={0}>
        <Burger
          ref={menuButtonRef}
          opened={drawerOpened}
          onClick={onToggleDrawer}
          hiddenFrom="sm"
          size="sm"
          aria-label={t('topbar.toggleMenu')}
          aria-expanded={drawerOpened}
          aria-controls={menuId}
        />
        {/* Hidden below `sm` anyway: a phone does not build the button at all. */}
        {!phone && (
          <HoverTooltip label={t('topbar.toggleMenu')}>
            <ActionIcon
              variant="subtle"
              size="lg"
              onClick={onToggleCollapsed}
              visibleFrom="sm"
              aria-label={t('topbar.toggleMenu')}
              aria-expanded={sideMenuExpanded}
              aria-controls={menuId}
            >
              <IconLayoutSidebar size={20} aria-hidden />
            </ActionIcon>
          </HoverTooltip>
        )}
        {/* Named by its visible text (the office), then where it leads. */}
        <UnstyledButton component={Link} to="/" aria-label={`${office} — ${t('nav.dashboard')}`} miw={0}>
          <Group gap={6} wrap="nowrap">
            <AppLogo size={28} />
            {/* Its own direction: a Latin name in the Arabic screens is cut at its end, not its start. */}
            <Text fw={700} visibleFrom="xs" truncate maw={220} dir="auto" data-testid="office-name">
              {office}
            </Text>
          </Group>
        </UnstyledButton>
        {extra}
      </Group>
      <Group gap="xs" wrap="nowrap">
        <AttentionIndicators phone={phone} />
        {/* On a phone these live in the drawer (see SideMenu). */}
        {!phone && (
          <Group gap="xs" wrap="nowrap" visibleFrom="sm">
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
            <HoverTooltip label={t('topbar.logout')}>
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                onClick={() => void signOut()}
                aria-label={t('topbar.logout')}
                loading={pending}
              >
                <IconLogout size={20} aria-hidden className="mirror-in-rtl" />
              </ActionIcon>
            </HoverTooltip>
          </Group>
        )}
      </Group>
    </Group>
  );
}
