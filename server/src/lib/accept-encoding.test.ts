import { describe, expect, it } from 'vitest';
import { acceptsGzip, preferredCoding } from './accept-encoding';

describe('Accept-Encoding', () => {
  it('prefers brotli, then gzip, among the codings a client takes', () => {
    expect(preferredCoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredCoding('gzip, deflate')).toBe('gzip');
    expect(preferredCoding('x-gzip')).toBe('gzip');
    expect(preferredCoding('identity')).toBeNull();
    expect(preferredCoding(undefined)).toBeNull();
  });

  it('honours a refusal by quality zero, also next to a wildcard', () => {
    expect(preferredCoding('gzip;q=1, br;q=0')).toBe('gzip');
    expect(preferredCoding('*, br;q=0')).toBe('gzip');
    expect(preferredCoding('*;q=0')).toBeNull();
    expect(preferredCoding('*')).toBe('br');
    expect(acceptsGzip('br, gzip;q=0')).toBe(false);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('GZIP;q=0.5')).toBe(true);
  });
});
