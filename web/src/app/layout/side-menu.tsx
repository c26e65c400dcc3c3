import { Divider, NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink as RouterNavLink, useLocation } from 'react-router';
import { useMoneyAccess, useSession } from '../../api/session';
import { HoverTooltip } from '../../components/hover-tooltip';
import { DrawerAccount } from './drawer-account';
import { ADMIN_NAV, DOSSIER_NAV, MAIN_NAV, MASTER_DATA, type NavItem } from './nav-config';
import classes from './side-menu.module.css';

interface SideMenuProps {
  /** Icons only (3rem rail). */
  collapsed: boolean;
  /** The phone drawer: adds the account, language and sign-out (the top bar has no room for them). */
  phone?: boolean;
  /** Called after following a link (closes the phone drawer). */
  onNavigate: () => void;
}

/** Compact rows, so the whole menu (Trash and Audit log included) fits 1366×768 without scrolling. */
const navLinkClasses = { root: classes.link, label: classes.label, section: classes.section };

export function SideMenu({ collapsed, phone = false, onNavigate }: SideMenuProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const isAdmin = useSession().data?.role === 'admin';
  const seesMoney = useMoneyAccess() !== 'none';

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
        classNames={navLinkClasses}
      />
    );
    return collapsed ? (
      <HoverTooltip key={to} label={t(labelKey)} position="right" withinPortal>
        {link}
      </HoverTooltip>
    ) : (
      link
    );
  };

  const heading = (key: string) =>
    collapsed ? (
      <Divider key={key} my={2} />
    ) : (
      <Text key={key} size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" pt={6} pb={2} lh={1.3}>
        {t(key)}
      </Text>
    );

  return (
    <ScrollArea type="auto" component="nav" aria-label={t('nav.mainNavigation')} h="100%">
      <Stack gap={0} p={collapsed ? 4 : 6}>
        {heading('nav.mainNavigation')}
        {MAIN_NAV.filter((entry) => !entry.money || seesMoney).map(item)}
        {heading('nav.dossiers')}
        {DOSSIER_NAV.map(item)}
        {heading('nav.masterData')}
        {MASTER_DATA.map(({ base, labelKey, icon: Icon }) =>
          collapsed ? (
            item({ to: `${base}/list`, labelKey, icon: Icon })
          ) : (
            <MasterDataGroup key={base} base={base} label={t(labelKey)} icon={<Icon size={18} stroke={1.6} aria-hidden />} onNavigate={onNavigate} />
          ),
        )}
        {isAdmin && heading('nav.administration')}
        {isAdmin && ADMIN_NAV.map(item)}
        {phone && <DrawerAccount onNavigate={onNavigate} />}
      </Stack>
    </ScrollArea>
  );
}

/**
 * A reference list's sub-group: a real button that says whether it is open, with the list and
 * new links inside. It opens by itself when the current route enters it.
 */
function MasterDataGroup({ base, label, icon, onNavigate }: { base: string; label: string; icon: ReactNode; onNavigate: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const groupId = useId();
  const inside = pathname.startsWith(`${base}/`);
  const [opened, setOpened] = useState(inside);
  const [wasInside, setWasInside] = useState(inside);
  if (inside !== wasInside) {
    // Adjusting state while rendering: entering the group opens it, leaving keeps the user's choice.
    setWasInside(inside);
    if (inside) setOpened(true);
  }
  return (
    <>
      <NavLink
        component="button"
        type="button"
        label={label}
        leftSection={icon}
        onClick={() => setOpened((open) => !open)}
        rightSection={<IconChevronRight size={14} aria-hidden className={classes.chevron} data-opened={opened || undefined} />}
        active={inside}
        variant="subtle"
        aria-expanded={opened}
        aria-controls={groupId}
        classNames={navLinkClasses}
        w="100%"
      />
      {/* The links live outside Mantine's Collapse so the group can be a button and the links stay in a named region. */}
      <div id={groupId} hidden={!opened} className={classes.children} role="group" aria-label={label}>
        <NavLink component={RouterNavLink} to={`${base}/list`} label={t('nav.list')} onClick={onNavigate} classNames={navLinkClasses} />
        <NavLink component={RouterNavLink} to={`${base}/new`} label={t('nav.new')} onClick={onNavigate} classNames={navLinkClasses} />
      </div>
    </>
  );
}
