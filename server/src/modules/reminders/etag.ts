/**
 * Whether an If-None-Match header names this entity tag: `*`, or one of a comma-separated list,
 * compared weakly (a `W/` prefix ignored) as a conditional GET does.
 */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** Whether an Accept-Encoding header takes gzip (by name or `*`, with a quality above zero). */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  return header.split(',').some((entry) => {
    const [name, ...params] = entry.split(';').map((part) => part.trim().toLowerCase());
    if (name !== 'gzip' && name !== 'x-gzip' && name !== '*') return false;
    const q = params.find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}
