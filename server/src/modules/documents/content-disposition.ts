/**
 * `attachment; filename="fallback"; filename*=UTF-8''…` (RFC 6266 / 8187): the encoded form keeps
 * Arabic and accented names intact; the quoted ASCII fallback is for old clients.
 */
export function contentDisposition(kind: 'attachment' | 'inline', filename: string): string {
  const fallback = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\%]/g, '_');
  const encoded = encodeURIComponent(filename).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
