import { Divider, NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import { IconChevronRight, IconDatabase } from '@tabler/icons-react';
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
        {collapsed ? (
          <>
            {heading('nav.masterData')}
            {MASTER_DATA.map(({ base, labelKey, icon }) => item({ to: `${base}/list`, labelKey, icon }))}
          </>
        ) : (
          <MasterDataSection onNavigate={onNavigate} />
        )}
        {isAdmin && heading('nav.administration')}
        {isAdmin && ADMIN_NAV.map(item)}
        {phone && <DrawerAccount onNavigate={onNavigate} />}
      </Stack>
    </ScrollArea>
  );
}

/**
 * A part of the menu that opens and closes: a real button that says whether it is open, with its
 * links inside (outside Mantine's Collapse, so the links stay in a named region). It opens by
 * itself when the current route enters it; leaving keeps the user's choice.
 */
function Disclosure({ label, icon, inside, children }: { label: string; icon: ReactNode; inside: boolean; children: ReactNode }) {
  const groupId = useId();
  const [opened, setOpened] = useState(inside);
  const [wasInside, setWasInside] = useState(inside);
  if (inside !== wasInside) {
    // Adjusting state while rendering: entering the group opens it.
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
        active={inside && !opened}
        variant="subtle"
        aria-expanded={opened}
        aria-controls={groupId}
        classNames={navLinkClasses}
        w="100%"
      />
      <div id={groupId} hidden={!opened} className={classes.children} role="group" aria-label={label}>
        {children}
      </div>
    </>
  );
}

/**
 * The reference lists, closed unless the route is in one of them: used weekly rather than daily,
 * they give their room to the daily pages, so the whole menu fits 1366×768 without scrolling.
 */
function MasterDataSection({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const inList = (base: string) => pathname.startsWith(`${base}/`);
  return (
    <Disclosure label={t('nav.masterData')} icon={<IconDatabase size={18} stroke={1.6} aria-hidden />} inside={MASTER_DATA.some(({ base }) => inList(base))}>
      {MASTER_DATA.map(({ base, labelKey, icon: Icon }) => (
        <Disclosure key={base} label={t(labelKey)} icon={<Icon size={18} stroke={1.6} aria-hidden />} inside={inList(base)}>
          <NavLink component={RouterNavLink} to={`${base}/list`} label={t('nav.list')} onClick={onNavigate} classNames={navLinkClasses} />
          <NavLink component={RouterNavLink} to={`${base}/new`} label={t('nav.new')} onClick={onNavigate} classNames={navLinkClasses} />
        </Disclosure>
      ))}
    </Disclosure>
  );
}
