import { Text, type TextProps } from '@mantine/core';
import type { ReactNode } from 'react';

/** Small grey words standing in for a value that is missing ("n/a", "system", "no type"). */
export function PlaceholderText({ children, ...props }: TextProps & { children: ReactNode }) {
  return (
    <Text span size="sm" c="dimmed" {...props}>
      {children}
    </Text>
  );
}

/** A name kept in its own writing direction, or the placeholder when there is none. */
export function NameOrPlaceholder({ name, placeholder }: { name: string | null | undefined; placeholder: string }) {
  return name ? <bdi>{name}</bdi> : <PlaceholderText>{placeholder}</PlaceholderText>;
}
