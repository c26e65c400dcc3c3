import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n, setupI18n } from '../i18n';
import { renderRoute } from '../test/render-route';
import { DateField } from './date-field';

let saved = 'unset';
function Form() {
  const [value, setValue] = useState('');
  return (
    <>
      <DateField
        label="Hearing date"
        value={value}
        onChange={(next) => {
          saved = next;
          setValue(next);
        }}
      />
      <button type="button">Next</button>
    </>
  );
}

beforeAll(async () => {
  await setupI18n('en');
});
afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

describe('DateField', () => {
  it.each([
    ['en', '“31/02/2026” is not a valid date'],
    ['fr', '« 31/02/2026 » n’est pas une date valide'],
    ['ar', '«31/02/2026» ليس تاريخًا صحيحًا'],
  ])('says a typed day that does not exist is not a valid date (%s), and forgets it once a real date is typed', async (lang, message) => {
    await i18n.changeLanguage(lang);
    saved = 'unset';
    renderRoute(Form, { path: '/' });
    const user = userEvent.setup();
    const input = screen.getByRole('textbox', { name: /Hearing date/ });
    await user.type(input, '31/02/2026');
    await user.tab();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(saved).toBe('unset');

    await user.clear(input);
    await user.type(input, '28/02/2026');
    await user.tab();
    expect(screen.queryByText(message)).not.toBeInTheDocument();
    expect(saved).toBe('2026-02-28');
    // Typing twenty characters renders the calendar each time: seconds on a busy 2-core machine.
  }, 20_000);
});
