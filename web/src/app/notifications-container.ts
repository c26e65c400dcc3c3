// Its own module, so the lazy import takes the container only, not the package's whole namespace.
export { Notifications } from '@mantine/notifications';
