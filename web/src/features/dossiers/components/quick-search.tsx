import { Button, Kbd, Text } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HoverTooltip } from '../../../components/hover-tooltip';

const QuickSearchPanel = lazy(() => import('./quick-search-panel').then((m) => ({ default: m.QuickSearchPanel })));

const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.userAgent);

/** When the browser has nothing else to do after the first screen, or after this long at most. */
const PANEL_PRELOAD_TIMEOUT_MS = 3000;

/**
 * Ctrl/Cmd+K from any screen, or the top bar's button: the quick search (quick-search-panel.tsx).
 * Its dialog's code (Mantine's spotlight and modal, a fifth of the shell's) is not part of the
 * first screen: it is fetched once the screen is idle, or at once when asked for before then.
 */
export function QuickSearch() {
  const { t } = useTranslation('dossiers');
  const [openRequest, setOpenRequest] = useState(0);
  const [preload, setPreload] = useState(false);
  const requestOpen = () => setOpenRequest((count) => count + 1);
  // Also from a text field: the shortcut is the way to the search from anywhere.
  useHotkeys([['mod+K', requestOpen]], []);
  useEffect(() => {
    const idle = window.requestIdleCallback
      ? window.requestIdleCallback(() => setPreload(true), { timeout: PANEL_PRELOAD_TIMEOUT_MS })
      : window.setTimeout(() => setPreload(true), PANEL_PRELOAD_TIMEOUT_MS / 2);
    return () => (window.cancelIdleCallback ? window.cancelIdleCallback(idle) : window.clearTimeout(idle));
  }, []);
  const shortcut = isMac() ? '⌘ K' : 'Ctrl K';

  return (
    <>
      <HoverTooltip label={t('quick.tooltip', { shortcut })}>
        <Button
          variant="default"
          size="sm"
          onClick={requestOpen}
          leftSection={<IconSearch size={16} aria-hidden />}
          rightSection={
            <Kbd size="xs" visibleFrom="sm" aria-hidden style={{ whiteSpace: 'nowrap' }}>
              {shortcut}
            </Kbd>
          }
          aria-keyshortcuts={isMac() ? 'Meta+K' : 'Control+K'}
          aria-label={t('quick.open', { shortcut })}
          px="xs"
          style={{ flexShrink: 0 }}
        >
          <Text span size="sm" visibleFrom="md" style={{ whiteSpace: 'nowrap' }}>
            {t('quick.button')}
          </Text>
        </Button>
      </HoverTooltip>
      {(preload || openRequest > 0) && (
        <Suspense fallback={null}>
          <QuickSearchPanel openRequest={openRequest} />
        </Suspense>
      )}
    </>
  );
}
