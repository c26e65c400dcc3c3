import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createQueryClient, Providers } from '../../../app/providers';
import { AuditChanges } from './audit-changes';
import { setUpComponentTests } from '../../../test/component-tests';
import { getLtrValue } from '../../../test/ltr-value';

setUpComponentTests();

const renderChanges = (props: Parameters<typeof AuditChanges>[0]) =>
  render(
    <Providers queryClient={createQueryClient()}>
      <AuditChanges {...props} />
    </Providers>,
  );

describe('AuditChanges', () => {
  it('shows each field as before → after, and user text as text, never as HTML', () => {
    const { container } = renderChanges({
      operation: 'update',
      changes: { nom_responsable_civil: ['Karim', '<img src=x onerror=alert(1)>'], num_police: [null, 'P-12'] },
    });
    expect(screen.getByText('nom_responsable_civil')).toBeInTheDocument();
    expect(screen.getByText('Karim')).toBeInTheDocument();
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
    // A field that had no value shows only its new one.
    expect(screen.getByText('P-12').closest('dd')).toHaveTextContent(/^P-12$/);
  });

  it('isolates each value, so a plate keeps its typed order in Arabic', () => {
    renderChanges({ operation: 'update', changes: { matricule_vehicule: ['12345-أ-6', '678-ب-9'] } });
    // Left to right as typed, each value on its own.
    expect(getLtrValue('12345-أ-6')).toBeInTheDocument();
    expect(getLtrValue('678-ب-9')).toBeInTheDocument();
  });

  it('says when nothing changed', () => {
    renderChanges({ operation: 'update', changes: {} });
    expect(screen.getByText('No field changed')).toBeInTheDocument();
  });
});
