/**
 * Toasts sit at the bottom of the screen; a control focused underneath one (a row's delete
 * button after "Action Added") would be hidden (WCAG 2.4.11). The browser scrolls only what is
 * out of view, so a focused element that a toast covers is brought to the middle instead.
 */
export function keepFocusClearOfToasts(): () => void {
  const onFocus = (event: FocusEvent) => {
    const el = event.target;
    if (!(el instanceof HTMLElement) || el.closest('.mantine-Notifications-root')) return;
    const rect = el.getBoundingClientRect();
    const covered = [...document.querySelectorAll('.mantine-Notification-root')].some((toast) => {
      const t = toast.getBoundingClientRect();
      return rect.bottom > t.top && rect.top < t.bottom && rect.right > t.left && rect.left < t.right;
    });
    if (covered) el.scrollIntoView({ block: 'center', inline: 'nearest' });
  };
  document.addEventListener('focusin', onFocus);
  return () => document.removeEventListener('focusin', onFocus);
}
