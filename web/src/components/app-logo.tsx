/**
 * Cabinet's mark, drawn in the page: the same drawing as public/favicon.svg (the tab's icon), without
 * the request an `<img src="/favicon.svg">` made on every load (a round trip on a phone, as the
 * file is not fingerprinted and so is revalidated each time).
 */
export function AppLogo({ size }: { size: number }) {
  return (
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width={size} height={size} aria-hidden focusable="false">
      <rect width="32" height="32" rx="6" fill="#1c3d5a" />
      <path d="M9 8h14v3H12v10h11v3H9z" fill="#fff" />
    </svg>
  );
}
