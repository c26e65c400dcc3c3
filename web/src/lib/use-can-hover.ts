import { useMediaQuery } from '@mantine/hooks';

/** A pointer that can rest on an element: a mouse or a trackpad, not a finger. */
const HOVER_QUERY = '(hover: hover)';

/**
 * Whether the primary pointer can hover, read at the first render (like `useIsPhone`). It
 * follows a change, such as a mouse connected to a tablet.
 */
export function useCanHover(): boolean {
  return useMediaQuery(HOVER_QUERY, true, { getInitialValueInEffect: false }) ?? true;
}
