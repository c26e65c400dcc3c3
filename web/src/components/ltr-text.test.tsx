import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LtrText } from './ltr-text';

/** The outer element and, inside it, the runs it isolates on their own. */
function structure(text: string) {
  const { container } = render(<LtrText>{text}</LtrText>);
  const outer = container.firstElementChild as HTMLElement;
  return { outer, inner: Array.from(outer.querySelectorAll('bdi')).map((bdi) => [bdi.textContent, bdi.getAttribute('dir')]) };
}

describe('LtrText', () => {
  it('keeps a plate left to right, its Arabic letter isolated so the digits after it stay after it', () => {
    const { outer, inner } = structure('12345-أ-6');
    expect(outer.tagName).toBe('BDI');
    expect(outer.getAttribute('dir')).toBe('ltr');
    expect(outer.textContent).toBe('12345-أ-6');
    expect(inner).toEqual([['أ', null]]);
  });

  it('keeps the Arabic words of a file name together, reading right to left, with the extension after them', () => {
    const { outer, inner } = structure('2026-1201-1457 حكم ابتدائي.pdf');
    expect(outer.textContent).toBe('2026-1201-1457 حكم ابتدائي.pdf');
    expect(inner).toEqual([['حكم ابتدائي', null]]);
  });

  it('leaves a value without Arabic as it is', () => {
    const { outer, inner } = structure('2026/1201/1457');
    expect(outer.textContent).toBe('2026/1201/1457');
    expect(inner).toEqual([]);
  });
});
