import { Divider, NavLink, ScrollArea, Stack, Text, Tooltip } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink as RouterNavLink, useLocation } from 'react-router';
import { useSession } from '../../features/auth/api/session';
import { ADMIN_NAV, DOSSIER_NAV, MAIN_NAV, MASTER_DATA, type NavItem } from './nav-config';

interface SideMenuProps {
  /** Icons only (3rem rail). */
  collapsed: boolean;
  /** Called after following a link (closes the phone drawer). */
  onNavigate: () => void;
}

export function SideMenu({ collapsed, onNavigate }: SideMenuProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const isAdmin = useSession().data?.role === 'admin';

  const item = ({ to, labelKey, icon: Icon }: NavItem) => {
    const active = to === '/' ? pathname === '/' : pathname === to || pathname.startsWith(`${to}/`);
    const link = (
      <NavLink
        key={to}
        component={RouterNavLink}
        to={to}
        end={to === '/'}
        label={collapsed ? undefined : t(labelKey)}
        aria-label={collapsed ? t(labelKey) : undefined}
        leftSection={<Icon size={18} stroke={1.6} aria-hidden />}
        active={active}
        onClick={onNavigate}
      />
    );
    return collapsed ? (
      <Tooltip key={to} label={t(labelKey)} position="right" withinPortal>
        {link}
      </Tooltip>
    ) : (
      link
    );
  };

  const heading = (key: string) =>
    collapsed ? (
      <Divider key={key} my={4} />
    ) : (
      <Text key={key} size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" pt="sm" pb={4}>
        {t(key)}
      </Text>
    );

  return (
    <ScrollArea type="auto" component="nav" aria-label={t('nav.mainNavigation')} h="100%">
      <Stack gap={2} p={collapsed ? 4 : 'xs'}>
        {heading('nav.mainNavigation')}
        {MAIN_NAV.map(item)}
        {heading('nav.dossiers')}
        {DOSSIER_NAV.map(item)}
        {heading('nav.masterData')}
        {MASTER_DATA.map(({ base, labelKey, icon: Icon }) =>
          collapsed ? (
            item({ to: `${base}/list`, labelKey, icon: Icon })
          ) : (
            <MasterDataLink key={base} base={base} label={t(labelKey)} icon={<Icon size={18} stroke={1.6} aria-hidden />} onNavigate={onNavigate} />
          ),
        )}
        {isAdmin && heading('nav.administration')}
        {isAdmin && ADMIN_NAV.map(item)}
      </Stack>
    </ScrollArea>
  );
}

/** A reference list's sub-group; it opens by itself when the current route enters it. */
function MasterDataLink({ base, label, icon, onNavigate }: { base: string; label: string; icon: ReactNode; onNavigate: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const inside = pathname.startsWith(`${base}/`);
  const [opened, setOpened] = useState(inside);
  const [wasInside, setWasInside] = useState(inside);
  if (inside !== wasInside) {
    // Adjusting state while rendering: entering the group opens it, leaving keeps the user's choice.
    setWasInside(inside);
    if (inside) setOpened(true);
  }
  return (
    <NavLink label={label} leftSection={icon} opened={opened} onChange={setOpened} active={inside} variant="subtle" childrenOffset={28}>
      <NavLink component={RouterNavLink} to={`${base}/list`} label={t('nav.list')} onClick={onNavigate} />
      <NavLink component={RouterNavLink} to={`${base}/new`} label={t('nav.new')} onClick={onNavigate} />
    </NavLink>
  );
}
