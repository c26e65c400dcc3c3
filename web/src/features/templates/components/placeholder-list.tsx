import { Code, Group } from '@mantine/core';

/** Placeholder names as a Word user writes them, left to right whatever the page's direction. */
export function PlaceholderList({ names, color }: { names: string[]; color?: string }) {
  return (
    <Group gap={6} dir="ltr" justify="flex-start">
      {names.map((name) => (
        <Code key={name} c={color ? `${color}.9` : undefined}>{`{${name}}`}</Code>
      ))}
    </Group>
  );
}
