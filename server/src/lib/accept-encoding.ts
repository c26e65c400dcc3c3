/** The content codings an Accept-Encoding header takes (by name, with a quality above zero), lower-cased; `*` stands for any. */
function acceptedCodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  if (!header) return accepted;
  for (const entry of header.split(',')) {
    const [name, ...params] = entry.split(';').map((part) => part.trim().toLowerCase());
    const quality = params.find((p) => p.startsWith('q='));
    if (name && (quality === undefined || Number(quality.slice(2)) > 0)) accepted.add(name === 'x-gzip' ? 'gzip' : name);
  }
  return accepted;
}

/** Whether an Accept-Encoding header takes gzip (by name or `*`, with a quality above zero). */
export function acceptsGzip(header: string | undefined): boolean {
  const accepted = acceptedCodings(header);
  return accepted.has('gzip') || accepted.has('*');
}

/** The coding to answer with among brotli and gzip, brotli first (smaller); null for none. */
export function preferredCoding(header: string | undefined): 'br' | 'gzip' | null {
  const accepted = acceptedCodings(header);
  if (accepted.has('br') || accepted.has('*')) return 'br';
  return accepted.has('gzip') ? 'gzip' : null;
}
