import { screen } from '@testing-library/react';

/** The element showing an identifier left to right as typed (LtrText): its whole text, whatever Arabic runs it isolates inside. */
export const getLtrValue = (text: string): HTMLElement =>
  screen.getByText((_, element) => element?.tagName === 'BDI' && element.getAttribute('dir') === 'ltr' && element.textContent === text);
