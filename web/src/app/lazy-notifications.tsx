import { useNotifications, type NotificationsProps } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';

const Notifications = lazy(() => import('./notifications-container').then((m) => ({ default: m.Notifications })));

/**
 * Mantine's toast container (with its transitions and drag handling) arrives with the first toast:
 * the store keeps what was shown meanwhile, and most screens open without one.
 */
export function LazyNotifications(props: NotificationsProps) {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Notifications {...props} />
    </Suspense>
  );
}
