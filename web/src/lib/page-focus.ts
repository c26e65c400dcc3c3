/**
 * Moving focus to the new page's heading after an in-app navigation, so keyboard and screen
 * reader users start reading at the top of what they opened instead of at the page body.
 */
let pending = false;

export const PAGE_HEADING_ID = 'page-title';

function pageHeading(): HTMLElement | null {
  return document.getElementById(PAGE_HEADING_ID);
}

/** Called by the shell when the path changes: focus the heading now, or as soon as it renders. */
export function requestPageFocus(): void {
  const heading = pageHeading();
  if (heading) {
    pending = false;
    heading.focus({ preventScroll: false });
  } else pending = true;
}

/** Called by a page heading when it mounts (lazily loaded pages render after the navigation). */
export function takePendingPageFocus(element: HTMLElement | null): void {
  if (!pending || !element) return;
  pending = false;
  element.focus();
}

/** Focuses an element by id on the next frame, after React has rendered it. */
export function focusById(id: string): void {
  requestAnimationFrame(() => document.getElementById(id)?.focus());
}

/** Focuses an element by id once it appears (a new row arrives after the list re-renders); gives up after `timeoutMs`. */
export function focusWhenRendered(id: string, timeoutMs = 5000): void {
  const started = performance.now();
  const attempt = () => {
    const element = document.getElementById(id);
    if (element) element.focus();
    else if (performance.now() - started < timeoutMs) requestAnimationFrame(attempt);
  };
  requestAnimationFrame(attempt);
}
