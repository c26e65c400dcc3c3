// The whole of Mantine's styles (the sign-in screens load only theirs, see ../first-screen-styles.ts).
import '@mantine/core/styles.layer.css';
import '@mantine/dates/styles.layer.css';
import '@mantine/spotlight/styles.layer.css';
import { AppShell } from '@mantine/core';
import { useDisclosure, useHotkeys, useMediaQuery } from '@mantine/hooks';
import { Suspense, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { PageLoader } from '../../components/page-state';
import { QuickSearch } from '../../features/dossiers/components/quick-search';
import { SideMenu } from './side-menu';
import { useSidebarState } from './sidebar-state';
import { TopBar } from './top-bar';

/** 16rem expanded, 3rem collapsed to icons, an 18rem slide-in drawer below 768 px. */
const WIDTH_EXPANDED = '16rem';
const WIDTH_COLLAPSED = '3rem';
const WIDTH_DRAWER = '18rem';

export function AppLayout({ topBarExtra = <QuickSearch /> }: { topBarExtra?: ReactNode }) {
  const { expanded, toggle } = useSidebarState();
  const [drawerOpened, drawer] = useDisclosure(false);
  const isPhone = useMediaQuery('(max-width: 47.99em)') ?? false;

  const toggleMenu = () => (isPhone ? drawer.toggle() : toggle());
  useHotkeys([['mod+B', toggleMenu]], []);

  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{
        width: { base: WIDTH_DRAWER, sm: expanded ? WIDTH_EXPANDED : WIDTH_COLLAPSED },
        breakpoint: 'sm',
        collapsed: { mobile: !drawerOpened },
      }}
      padding="md"
    >
      <AppShell.Header>
        <TopBar drawerOpened={drawerOpened} onToggleDrawer={drawer.toggle} onToggleCollapsed={toggle} extra={topBarExtra} />
      </AppShell.Header>
      <AppShell.Navbar data-testid="side-menu" data-state={isPhone ? (drawerOpened ? 'drawer-open' : 'drawer-closed') : expanded ? 'expanded' : 'collapsed'}>
        <SideMenu collapsed={!isPhone && !expanded} onNavigate={drawer.close} />
      </AppShell.Navbar>
      <AppShell.Main>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </AppShell.Main>
    </AppShell>
  );
}
