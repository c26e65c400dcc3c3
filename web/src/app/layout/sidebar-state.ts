import { useCallback, useState } from 'react';
import { readCookie, writeCookie } from '../../lib/cookies';

export const SIDEBAR_COOKIE = 'sidebar_state';
const SEVEN_DAYS = 7 * 24 * 60 * 60;

/** The side menu's expanded/collapsed state, remembered in a cookie for 7 days. */
export function useSidebarState() {
  const [expanded, setExpanded] = useState(() => readCookie(SIDEBAR_COOKIE) !== 'collapsed');
  const toggle = useCallback(() => {
    setExpanded((current) => {
      writeCookie(SIDEBAR_COOKIE, current ? 'collapsed' : 'expanded', SEVEN_DAYS);
      return !current;
    });
  }, []);
  return { expanded, toggle };
}
