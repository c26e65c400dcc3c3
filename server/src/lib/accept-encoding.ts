/**
 * The content codings an Accept-Encoding header names, lower-cased, each with whether it is
 * taken (a quality above zero); `*` stands for any coding the header does not name.
 */
function namedCodings(header: string | undefined): Map<string, boolean> {
  const named = new Map<string, boolean>();
  if (!header) return named;
  for (const entry of header.split(',')) {
    const [name, ...params] = entry.split(';').map((part) => part.trim().toLowerCase());
    const quality = params.find((p) => p.startsWith('q='));
    if (name) named.set(name === 'x-gzip' ? 'gzip' : name, quality === undefined || Number(quality.slice(2)) > 0);
  }
  return named;
}

function takes(named: Map<string, boolean>, coding: string): boolean {
  return named.get(coding) ?? named.get('*') ?? false;
}

/** Whether an Accept-Encoding header takes gzip (by name or `*`, with a quality above zero). */
export function acceptsGzip(header: string | undefined): boolean {
  return takes(namedCodings(header), 'gzip');
}

/** The coding to answer with among brotli and gzip, brotli first (smaller); null for none. */
export function preferredCoding(header: string | undefined): 'br' | 'gzip' | null {
  const named = namedCodings(header);
  if (takes(named, 'br')) return 'br';
  return takes(named, 'gzip') ? 'gzip' : null;
}
