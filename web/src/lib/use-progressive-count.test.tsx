import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useProgressiveCount } from './use-progressive-count';

describe('useProgressiveCount', () => {
  it('renders a short list whole at once', () => {
    const { result } = renderHook(() => useProgressiveCount(25, 40));
    expect(result.current).toBe(25);
  });

  it('shows the first rows at once and the rest step by step until all are there', async () => {
    const seen: number[] = [];
    const { result } = renderHook(() => {
      const count = useProgressiveCount(130, 40);
      seen.push(count);
      return count;
    });
    expect(seen[0]).toBe(40);
    await waitFor(() => expect(result.current).toBe(130));
    expect([...new Set(seen)]).toEqual([40, 80, 120, 130]);
  });

  it('can show fewer rows before the first paint than at each step after it', async () => {
    const seen: number[] = [];
    const { result } = renderHook(() => {
      const count = useProgressiveCount(100, 40, 12);
      seen.push(count);
      return count;
    });
    expect(seen[0]).toBe(12);
    await waitFor(() => expect(result.current).toBe(100));
    expect([...new Set(seen)]).toEqual([12, 52, 92, 100]);
    expect(renderHook(() => useProgressiveCount(10, 40, 12)).result.current).toBe(10);
  });

  it('never shows more rows than the list has when it gets shorter', async () => {
    const { result, rerender } = renderHook(({ total }) => useProgressiveCount(total, 40), { initialProps: { total: 100 } });
    await waitFor(() => expect(result.current).toBe(100));
    rerender({ total: 10 });
    expect(result.current).toBe(10);
  });
});
