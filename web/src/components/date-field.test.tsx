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
  ])(
    'says a typed day that does not exist is not a valid date (%s), and forgets it once a real date is typed',
    async (lang, message) => {
      await i18n.changeLanguage(lang);
      saved = 'unset';
      renderRoute(Form, { path: '/' });
      const user = userEvent.setup();
      const input = screen.getByRole('textbox', { name: /Hearing date/ });
      await user.type(input, '31/02/2026');
      await user.tab();
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(input).toHaveAttribute('aria-invalid', 'true');
      // What was typed stays in the field, to be corrected; the form receives it too, so its schema refuses it.
      expect(input).toHaveValue('31/02/2026');
      expect(saved).toBe('31/02/2026');

      await user.clear(input);
      await user.type(input, '28/02/2026');
      await user.tab();
      expect(screen.queryByText(message)).not.toBeInTheDocument();
      expect(saved).toBe('2026-02-28');
      // Typing twenty characters renders the calendar each time: seconds on a busy 2-core machine.
    },
    20_000,
  );

  it('keeps text that is no date typed over a date, instead of silently putting the old date back', async () => {
    saved = 'unset';
    renderRoute(Form, { path: '/' });
    const user = userEvent.setup();
    const input = screen.getByRole('textbox', { name: /Hearing date/ });
    await user.type(input, '15/11/2026');
    await user.tab();
    expect(saved).toBe('2026-11-15');

    await user.clear(input);
    await user.type(input, '5/3/26');
    await user.tab();
    expect(await screen.findByText('“5/3/26” is not a valid date')).toBeInTheDocument();
    expect(input).toHaveValue('5/3/26');
    expect(saved).toBe('5/3/26');
  }, 20_000);

  it.each([
    ['fr', 'AAAA-MM-JJ'],
    ['ar', '2026-03-31'],
  ])('shows the expected format in the language of the page (%s)', async (lang, placeholder) => {
    await i18n.changeLanguage(lang);
    renderRoute(Form, { path: '/' });
    expect(screen.getByRole('textbox', { name: /Hearing date/ })).toHaveAttribute('placeholder', placeholder);
  });
});
