import { createTheme } from '@mantine/core';

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
  colors: {},
  components: {
    Text: { defaultProps: {} },
  },
});
