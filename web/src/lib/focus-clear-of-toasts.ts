/**
 * A focused control must not be hidden (WCAG 2.4.11): under the sticky header, or under a toast at
 * the bottom (a row's delete button right after "Action Added"). The browser scrolls only what is
 * out of view, so a focused element that something else covers is brought to the middle instead.
 */
function isObscured(el: HTMLElement): boolean {
  const rect = el.getBoundingClientRect();
  if (rect.width === 0 || rect.height === 0) return false;
  const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + Math.min(rect.height / 2, 10));
  // Out of the viewport (a skip link waiting off-screen): nothing to do.
  if (!hit) return false;
  return !(hit === el || el.contains(hit) || hit.contains(el));
}

export function keepFocusClearOfToasts(): () => void {
  const onFocus = (event: FocusEvent) => {
    const el = event.target;
    if (!(el instanceof HTMLElement) || el.closest('.mantine-Notifications-root, header')) return;
    // To the top, below the header (scroll-padding-top): a tall card centred on a short screen
    // would put its top under the header again.
    const check = () => {
      if (document.activeElement === el && isObscured(el)) el.scrollIntoView({ block: 'start', inline: 'nearest' });
    };
    // After the browser's own scrolling, and again while the page settles around it (a list
    // refetched after "Action Added" moves the new row).
    requestAnimationFrame(check);
    for (const ms of [200, 500, 1000, 2000, 3000]) setTimeout(check, ms);
  };
  document.addEventListener('focusin', onFocus);
  return () => document.removeEventListener('focusin', onFocus);
}
