import type { ReactNode } from 'react';

/** Arabic (or Hebrew) words, with the spaces between them: each such run keeps its own right-to-left reading. */
const RTL_RUN = /[\p{Script=Arabic}\p{Script=Hebrew}]+(?:[ \u00A0]+[\p{Script=Arabic}\p{Script=Hebrew}]+)*/gu;

/**
 * An identifier as typed, left to right: a plate "12345-أ-6" stays so (not "6-أ-12345", nor
 * "12345-6-أ"), and an Arabic file name keeps its extension at its end. For plates, police and
 * court numbers, and file names.
 *
 * Isolating the whole value left to right is not enough: the Unicode algorithm still reads the
 * digits that follow an Arabic letter as Arabic, and carries them into that letter's run ("6-أ").
 * Each Arabic run is therefore isolated on its own too, where it reads right to left as words do;
 * the text itself is not changed (no invisible marks end up in a copy).
 */
export function LtrText({ children }: { children: string }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of children.matchAll(RTL_RUN)) {
    if (match.index > last) parts.push(children.slice(last, match.index));
    parts.push(<bdi key={match.index}>{match[0]}</bdi>);
    last = match.index + match[0].length;
  }
  if (last < children.length) parts.push(children.slice(last));
  return <bdi dir="ltr">{parts}</bdi>;
}

/** The same identifier inside a plain-text message (a dialog's question, a toast): isolated left to right by Unicode's own marks. */
export const ltrIsolate = (text: string): string => `\u2066${text}\u2069`;

/** A file name's input: typed and shown left to right, whatever the page's direction; Arabic words in it still read right to left. */
export const LTR_INPUT = { dir: 'ltr' } as const;

/**
 * A plate's or a police or court number's input: every character stays where it was typed, from
 * left to right, also while typing ("12345-أ-6"). Such values hold digits, separators and single
 * letters, never Arabic words (whose letters this would show in reverse).
 */
export const TYPED_ORDER_INPUT = { dir: 'ltr', styles: { input: { unicodeBidi: 'bidi-override' } } } as const;
