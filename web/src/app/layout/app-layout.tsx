// Mantine's styles for the shell and the first signed-in screens; the other screens bring the rest.
import './shell-styles';
import { AppShell, FocusTrap } from '@mantine/core';
import { ArabicMonthsSync } from './arabic-months-sync';
import { OfficeTermsSync } from './office-terms-sync';
import { useDisclosure, useHotkeys } from '@mantine/hooks';
import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { PageLoader } from '../../components/page-state';
import { QuickSearch } from '../../features/dossiers/components/quick-search';
import { keepFocusClearOfToasts } from '../../lib/focus-clear-of-toasts';
import { requestPageFocus } from '../../lib/page-focus';
import { useIsPhone } from '../../lib/use-is-phone';
import { SideMenu } from './side-menu';
import { useSidebarState } from './sidebar-state';
import { TopBar } from './top-bar';
import classes from './app-layout.module.css';

/** 16rem expanded, 3rem collapsed to icons, an 18rem slide-in drawer below 768 px. */
const WIDTH_EXPANDED = '16rem';
const WIDTH_COLLAPSED = '3rem';
const WIDTH_DRAWER = '18rem';
export const SIDE_MENU_ID = 'side-menu';
export const MAIN_ID = 'main-content';

export function AppLayout({ topBarExtra = <QuickSearch /> }: { topBarExtra?: ReactNode }) {
  useEffect(() => keepFocusClearOfToasts(), []);
  const { t } = useTranslation('a11y');
  const { expanded, toggle } = useSidebarState();
  const [drawerOpened, drawer] = useDisclosure(false);
  const isPhone = useIsPhone();
  const drawerOpen = isPhone && drawerOpened;
  // On a phone the menu is built the first time the drawer opens, not with the first screen
  // (two dozen links and icons rendered off-screen, on the slowest devices); then it stays.
  const [menuBuilt, setMenuBuilt] = useState(!isPhone);
  if (!menuBuilt && (!isPhone || drawerOpened)) setMenuBuilt(true);
  const menuButton = useRef<HTMLButtonElement>(null);

  const toggleMenu = () => (isPhone ? drawer.toggle() : toggle());
  useHotkeys([['mod+B', toggleMenu]], []);

  const closeDrawer = (returnFocus: boolean) => {
    drawer.close();
    if (returnFocus) requestAnimationFrame(() => menuButton.current?.focus());
  };

  // Any navigation closes the drawer: its own links, and those outside it that stay tappable (the
  // top bar's counters and the overdue link), the browser's back button and links inside a page.
  const location = useLocation();
  const [drawerLocation, setDrawerLocation] = useState(location.key);
  if (drawerLocation !== location.key) {
    setDrawerLocation(location.key);
    if (drawerOpened) drawer.close();
  }

  // A new page: focus its heading (the first load keeps the browser's own starting point).
  const { pathname } = location;
  const firstPath = useRef(pathname);
  useEffect(() => {
    if (firstPath.current === pathname) return;
    firstPath.current = '';
    requestPageFocus();
  }, [pathname]);

  return (
    <>
      <ArabicMonthsSync />
      <OfficeTermsSync />
      <AppShell
        header={{ height: 56 }}
        navbar={{
          width: { base: WIDTH_DRAWER, sm: expanded ? WIDTH_EXPANDED : WIDTH_COLLAPSED },
          breakpoint: 'sm',
          collapsed: { mobile: !drawerOpened },
        }}
        padding="md"
      >
        <a
          href={`#${MAIN_ID}`}
          className={classes.skipLink}
          onClick={(event) => {
            event.preventDefault();
            document.getElementById(MAIN_ID)?.focus();
          }}
        >
          {t('skipToContent')}
        </a>
        <AppShell.Header>
          <TopBar
            drawerOpened={drawerOpen}
            onToggleDrawer={drawer.toggle}
            onToggleCollapsed={toggle}
            extra={topBarExtra}
            menuButtonRef={menuButton}
            menuId={SIDE_MENU_ID}
            sideMenuExpanded={expanded}
            phone={isPhone}
          />
        </AppShell.Header>
        <AppShell.Navbar
          id={SIDE_MENU_ID}
          data-testid="side-menu"
          data-state={isPhone ? (drawerOpened ? 'drawer-open' : 'drawer-closed') : expanded ? 'expanded' : 'collapsed'}
          // The closed drawer is off-screen: out of the tab order and of the accessibility tree.
          inert={isPhone && !drawerOpened}
          onKeyDown={(event) => {
            if (drawerOpen && event.key === 'Escape') {
              event.stopPropagation();
              closeDrawer(true);
            }
          }}
        >
          <FocusTrap active={drawerOpen}>
            <div className={classes.navInner}>
              {menuBuilt && <SideMenu collapsed={!isPhone && !expanded} phone={isPhone} onNavigate={() => closeDrawer(false)} />}
            </div>
          </FocusTrap>
        </AppShell.Navbar>
        {drawerOpen && <div className={classes.drawerBackdrop} aria-hidden onClick={() => closeDrawer(false)} />}
        <AppShell.Main id={MAIN_ID} tabIndex={-1} inert={drawerOpen} className={classes.main}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </AppShell.Main>
      </AppShell>
    </>
  );
}
