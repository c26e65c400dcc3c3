import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setupI18n } from '../i18n';
import { LengthCounter } from './length-counter';

const show = (value: string, max: number) =>
  render(
    <MantineProvider>
      <LengthCounter value={value} max={max} />
    </MantineProvider>,
  );

afterEach(cleanup);

describe('LengthCounter', () => {
  it('stays silent far from the limit and counts politely near it', async () => {
    await setupI18n('en');
    show('a'.repeat(89), 100);
    const region = screen.getByTestId('length-counter');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveTextContent(/^$/);
    cleanup();
    show('a'.repeat(19_000), 20_000);
    expect(screen.getByTestId('length-counter')).toHaveTextContent('19,000 / 20,000 characters');
    cleanup();
    show('a'.repeat(101), 100);
    expect(screen.getByTestId('length-counter')).toHaveTextContent('101 / 100 characters: shorten the text');
  });

  it('speaks the reader’s language', async () => {
    await setupI18n('ar');
    show('ن'.repeat(95), 100);
    expect(screen.getByTestId('length-counter').textContent).toMatch(/\/.*حرف$/);
    await setupI18n('fr');
    cleanup();
    show('a'.repeat(95), 100);
    expect(screen.getByTestId('length-counter')).toHaveTextContent('95 / 100 caractères');
  });
});
