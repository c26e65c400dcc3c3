import { describe, expect, it, vi } from 'vitest';
import { youngGarbageCollector } from './young-garbage';

describe('youngGarbageCollector', () => {
  it('asks for a young collection once per threshold of bytes moved, whatever the chunk sizes', () => {
    const collect = vi.fn();
    const count = youngGarbageCollector(100, collect);
    for (let i = 0; i < 9; i++) count(30);
    expect(collect).toHaveBeenCalledTimes(2);
    expect(collect).toHaveBeenCalledWith({ type: 'minor' });
    count(1000);
    expect(collect).toHaveBeenCalledTimes(3);
  });

  it('does nothing when V8 offers no collection (Node without --expose-gc)', () => {
    const count = youngGarbageCollector(1, undefined);
    expect(() => count(1_000_000)).not.toThrow();
  });
});
