import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Shown once the text is within this share of its limit. */
const NEAR = 0.9;

/**
 * "n / max" under a long text field once it nears its limit; the live region is always there so
 * screen readers hear the count politely when it appears and changes.
 */
export function LengthCounter({ value, max }: { value: string | null | undefined; max: number }) {
  const { t, i18n } = useTranslation('length');
  const length = value?.length ?? 0;
  const near = length >= max * NEAR;
  const number = (n: number) => n.toLocaleString(i18n.language);
  return (
    <Text size="xs" ta="end" c={length > max ? 'red.8' : 'dimmed'} aria-live="polite" mt={4} data-testid="length-counter">
      {near ? t(length > max ? 'over' : 'count', { n: number(length), max: number(max) }) : ''}
    </Text>
  );
}
