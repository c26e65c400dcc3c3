import { describe, expect, it } from 'vitest';
import { breakWord, wrapWords } from './pdf-bidi';
import { cutText } from './roll-sheet';

/** Every character one unit wide, a space too. */
const measure = (text: string) => Array.from(text).length;

describe('wrapping a roll cell', () => {
  it('breaks a word wider than its column into pieces that fit, between characters', () => {
    expect(breakWord('x'.repeat(25), measure, 10)).toEqual(['x'.repeat(10), 'x'.repeat(10), 'x'.repeat(5)]);
    expect(breakWord('court', measure, 10)).toEqual(['court']);
    // A letter and its mark stay together.
    expect(breakWord('مُحَمَّد'.repeat(3), measure, 4).every((piece) => !/^[\u064B-\u0652]/.test(piece))).toBe(true);
    // A character wider than the column gets a piece of its own rather than an endless loop.
    expect(breakWord('ab', () => 5, 1)).toEqual(['a', 'b']);
  });

  it('wraps words into lines and a 20,000-character word into lines of the column’s width', () => {
    expect(wrapWords('Audience  du 3 avril', measure, 1, 10)).toEqual([['Audience'], ['du', '3', 'avril']]);
    const lines = wrapWords(`voir ${'A'.repeat(20_000)} fin`, measure, 1, 40);
    expect(lines).toHaveLength(502);
    expect(lines.every((line) => measure(line.join(' ')) <= 40)).toBe(true);
    expect([lines[0], lines[1], lines.at(-1)]).toEqual([['voir'], ['A'.repeat(40)], ['fin']]);
  });

  it('cuts a cell to its length with an ellipsis, never inside a character', () => {
    expect(cutText('court', 10)).toBe('court');
    expect(cutText('x'.repeat(30), 10)).toBe(`${'x'.repeat(10)}…`);
    expect(cutText('😀'.repeat(30), 10)).toBe(`${'😀'.repeat(10)}…`);
  });
});
