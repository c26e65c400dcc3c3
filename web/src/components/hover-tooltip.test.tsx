import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createQueryClient, Providers } from '../app/providers';
import { setUpComponentTests } from '../test/component-tests';
import { answerMediaQueries } from '../test/media-queries';
import { HoverTooltip } from './hover-tooltip';

/** Whether the primary pointer can hover. */
const pointer = (canHover: boolean) => answerMediaQueries((query) => canHover && query === '(hover: hover)');

const show = () =>
  render(
    <Providers queryClient={createQueryClient()}>
      <HoverTooltip label="Sign out">
        <button type="button" aria-label="Sign out">
          ⏻
        </button>
      </HoverTooltip>
    </Providers>,
  );

setUpComponentTests();

describe('a hover-only tooltip', () => {
  it('names the control on hover where the pointer can hover', async () => {
    pointer(true);
    show();
    fireEvent.mouseEnter(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Sign out');
  });

  it('is not built on a touch screen, where the control keeps its name', async () => {
    pointer(false);
    show();
    const button = screen.getByRole('button', { name: 'Sign out' });
    fireEvent.mouseEnter(button);
    await expect(screen.findByRole('tooltip', {}, { timeout: 500 })).rejects.toThrow();
    expect(button).toHaveAccessibleName('Sign out');
  });
});
