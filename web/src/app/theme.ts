import { createTheme, type CSSVariablesResolver, type SelectProps } from '@mantine/core';

/**
 * Darker shades as the primary so text on filled buttons and links meets WCAG AA contrast
 * (checked by axe in the browser tests).
 */
export const theme = createTheme({
  primaryColor: 'indigo',
  primaryShade: { light: 8, dark: 6 },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Naskh Arabic", "Helvetica Neue", Arial, sans-serif',
  defaultRadius: 'sm',
  autoContrast: true,
  // People who ask their system for less motion get no transitions (and the pulse stops).
  respectReducedMotion: true,
  components: {
    // A searchable select opening as focus arrives covers what is below and surprises keyboard users:
    // it opens on click, typing, or ArrowDown.
    // Plain objects, not Select.extend(): naming the components here would put the select (and its
    // floating popover code) and the notification into the entry that every screen loads first.
    Select: { defaultProps: { openOnFocus: false } satisfies Partial<SelectProps> },
    Notification: { styles: { description: { color: 'var(--mantine-color-gray-8)' } } },
  },
});

const COLORS = ['dark', 'gray', 'red', 'pink', 'grape', 'violet', 'indigo', 'blue', 'cyan', 'teal', 'green', 'lime', 'yellow', 'orange'];
/** Light hues whose darkest shade is still too pale for text on their light background. */
const PALE = new Set(['green', 'lime', 'yellow', 'orange']);

/**
 * Mantine's default dimmed grey (#868e96) and its "light" variant text (shade 6 on shade 0) fail
 * WCAG AA contrast; these darker values pass (checked by axe in the browser tests).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-6)',
    ...Object.fromEntries(
      COLORS.map((c) => [`--mantine-color-${c}-light-color`, PALE.has(c) ? 'var(--mantine-color-dark-7)' : `var(--mantine-color-${c}-9)`]),
    ),
    ...Object.fromEntries(COLORS.map((c) => [`--mantine-color-${c}-light`, `var(--mantine-color-${c}-0)`])),
    // Under the pointer, light and subtle buttons keep that text readable (the default hover shade left indigo at 4.1:1).
    ...Object.fromEntries(COLORS.map((c) => [`--mantine-color-${c}-light-hover`, `var(--mantine-color-${c}-1)`])),
  },
  dark: {},
});
