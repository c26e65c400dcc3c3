/**
 * Whether an If-None-Match header names this entity tag: `*`, or one of a comma-separated list,
 * compared weakly (a `W/` prefix ignored) as a conditional GET does.
 */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
