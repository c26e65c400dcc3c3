// The whole of Mantine's styles, for every screen beyond the first ones (the router loads this with
// each of them; the sign-in screens, the shell, the dashboard and tomorrow's list take only their
// share: first-screen-styles.ts, layout/shell-styles.ts). In a CSS layer, so the app's own rules
// win whatever order the files arrive in.
import '@mantine/core/styles.layer.css';
