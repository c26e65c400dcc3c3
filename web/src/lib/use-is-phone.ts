import { useMediaQuery } from '@mantine/hooks';

/** Below Mantine's `sm` breakpoint (48em): the phone layout (drawer menu, cards instead of table rows). */
const PHONE_QUERY = '(max-width: 47.99em)';

/**
 * Whether the screen is a phone's, read at the first render: Mantine's default reads it in an
 * effect, and a phone then rendered the whole screen for a desktop first, then again.
 */
export function useIsPhone(): boolean {
  return useMediaQuery(PHONE_QUERY, undefined, { getInitialValueInEffect: false }) ?? false;
}
