import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createQueryClient, Providers } from '../../../../app/providers';
import { aDossier } from '../../../../test/dossier-fixture';
import { DossierInfo } from './dossier-info';
import { setUpComponentTests } from '../../../../test/component-tests';
import { answerMediaQueries } from '../../../../test/media-queries';
import { getLtrValue } from '../../../../test/ltr-value';

const dossier = aDossier({ num_police: 'POL-1', nom_responsable_civil: 'Hélène Benjelloun', matricule_vehicule: '12345-أ-6' });

/** A phone answers the app's phone query true. */
const viewport = (phone: boolean) => answerMediaQueries((query) => phone && query.includes('max-width: 47.99em'));

const show = () => render(<Providers queryClient={createQueryClient()}>{<DossierInfo dossier={dossier} currency="MAD" />}</Providers>);
const valueOf = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;

setUpComponentTests();

describe('the dossier information', () => {
  it('reads "Not Selected" for an unset choice and "—" for an empty text field, and isolates user values', () => {
    viewport(false);
    show();
    expect(valueOf('Tribunal')).toHaveTextContent('Not Selected');
    expect(valueOf('Case type')).toHaveTextContent('Not Selected');
    expect(valueOf('Charge')).toHaveTextContent('—');
    expect(valueOf('Debt amount')).toHaveTextContent('—');
    expect(screen.getAllByText('Not Selected')).toHaveLength(2);
    // The plate keeps its typed order in Arabic: it sits in its own bidi isolate.
    expect(getLtrValue('12345-أ-6')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /empty field/ })).toBeNull();
  });

  it('folds the empty fields away on a phone, behind a toggle', async () => {
    viewport(true);
    show();
    expect(screen.queryByText('Charge', { selector: 'dt' })).toBeNull();
    expect(screen.queryByText('Tribunal', { selector: 'dt' })).toBeNull();
    expect(valueOf('Civilly liable party')).toHaveTextContent('Hélène Benjelloun');
    const toggle = screen.getByRole('button', { name: /^Show \d+ empty fields$/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(valueOf('Charge')).toHaveTextContent('—');
    expect(within(valueOf('Tribunal')).getByText('Not Selected')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hide empty fields' })).toHaveAttribute('aria-expanded', 'true');
  });
});
