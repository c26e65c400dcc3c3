import { vi } from 'vitest';

/**
 * happy-dom answers every media query false: answer them with `matches` instead (a phone's width,
 * a pointer that can hover). Listeners are accepted and never called. Undone with the test's spies.
 */
export function answerMediaQueries(matches: (query: string) => boolean): void {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: matches(query),
        media: query,
        onchange: null,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}
