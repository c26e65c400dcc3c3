import { describe, expect, it, vi } from 'vitest';
import { youngGarbageCollector } from './young-garbage';

describe('youngGarbageCollector', () => {
  it('asks for a collection once per threshold of bytes moved, whatever the chunk sizes', () => {
    const collect = vi.fn();
    const count = youngGarbageCollector(100, collect);
    for (let i = 0; i < 9; i++) count(30);
    expect(collect).toHaveBeenCalledTimes(2);
    count(1000);
    expect(collect).toHaveBeenCalledTimes(3);
  });
});
