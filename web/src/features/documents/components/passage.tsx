import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The passage where a search found its words, as plain text with the matched words marked: the
 * server sends text and offsets, never markup, so nothing in a document can become HTML here.
 */
export function Passage({ snippet, highlights, label }: { snippet: string; highlights: [number, number][]; label: string }) {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const [start, end] of highlights) {
    if (start < at || end > snippet.length || start >= end) continue;
    if (start > at) parts.push(snippet.slice(at, start));
    parts.push(<mark key={start}>{snippet.slice(start, end)}</mark>);
    at = end;
  }
  if (at < snippet.length) parts.push(snippet.slice(at));
  return (
    <Text
      size="sm"
      c="dark.6"
      dir="auto"
      component="blockquote"
      m={0}
      style={{ overflowWrap: 'anywhere' }}
      aria-label={label}
      data-testid="document-passage"
    >
      {parts}
    </Text>
  );
}
