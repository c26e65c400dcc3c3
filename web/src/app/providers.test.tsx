import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { markDirty } from '../components/dirty-forms';
import { i18n } from '../i18n';
import { setArabicMonthStyle } from '../lib/format';
import { setUpComponentTests } from '../test/component-tests';
import { createQueryClient, Providers } from './providers';

/** A field; `dirty` counts it among the forms with unsaved changes, as the unsaved-changes guard does. */
function Field({ dirty }: { dirty: boolean }) {
  useEffect(() => (dirty ? markDirty() : undefined), [dirty]);
  return <input aria-label="Note" />;
}

async function typeThenChangeMonthNames(dirty: boolean) {
  await i18n.changeLanguage('ar');
  act(() => setArabicMonthStyle('ma'));
  render(
    <Providers queryClient={createQueryClient()}>
      <Field dirty={dirty} />
    </Providers>,
  );
  await userEvent.setup({ delay: null }).type(screen.getByRole('textbox', { name: 'Note' }), 'جلسة الاثنين');
  act(() => setArabicMonthStyle('mashriq'));
  return screen.getByRole('textbox', { name: 'Note' });
}

setUpComponentTests();
afterEach(() => setArabicMonthStyle('ma'));

describe("the office's Arabic month names change while Arabic is shown", () => {
  it('draws the screens again, from scratch, when no form holds unsaved changes', async () => {
    expect(await typeThenChangeMonthNames(false)).toHaveValue('');
  });

  it('leaves a form with unsaved changes as it is', async () => {
    expect(await typeThenChangeMonthNames(true)).toHaveValue('جلسة الاثنين');
  });
});
