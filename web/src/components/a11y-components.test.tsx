import { Table } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../test/render-route';
import { ConfirmButton } from './confirm-button';
import { PageHeader } from './page-header';
import { ResponsiveTable } from './responsive-table';
import { setUpComponentTests } from '../test/component-tests';

setUpComponentTests();

describe('ConfirmButton', () => {
  it('asks in an alert dialog that opens with focus on Cancel; Cancel does nothing, Delete confirms', async () => {
    const onConfirm = vi.fn();
    renderRoute(() => <ConfirmButton onConfirm={onConfirm}>Delete row</ConfirmButton>, { path: '/' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete row' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveAccessibleDescription(/^Are you sure you want to delete this\? This cannot be undone\./);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(onConfirm).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Delete row' }));
    await screen.findByRole('alertdialog');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});

describe('ResponsiveTable', () => {
  it("labels every body cell with its column's header, and keeps a cell's own label", async () => {
    const table = (extra: boolean) => (
      <ResponsiveTable minWidth={600}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Reference</Table.Th>
            <Table.Th>Name</Table.Th>
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <Table.Tr>
            <Table.Td>1001</Table.Td>
            <Table.Td data-label="Responsible">Trans-Atlas</Table.Td>
            <Table.Td>
              <button type="button">Modify</button>
            </Table.Td>
          </Table.Tr>
          {extra && (
            <Table.Tr>
              <Table.Td colSpan={3}>Nothing else</Table.Td>
            </Table.Tr>
          )}
        </Table.Tbody>
      </ResponsiveTable>
    );
    renderRoute(() => table(false), { path: '/' });
    await waitFor(() => expect(screen.getByText('1001')).toHaveAttribute('data-label', 'Reference'));
    expect(screen.getByText('Trans-Atlas')).toHaveAttribute('data-label', 'Responsible');
    expect(screen.getByRole('button', { name: 'Modify' }).closest('td')).toHaveAttribute('data-label', 'Actions');
  });
});

describe('PageHeader', () => {
  it('names the browser tab after the page and the office', async () => {
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ office_name: 'Cabinet Benali', timezone: 'UTC', currency: 'MAD', stale_months: 3 }), { status: 200, headers: { 'Content-Type': 'application/json' } }));
    renderRoute(() => <PageHeader title="Experts (3)" />, { path: '/' });
    await waitFor(() => expect(document.title).toBe('Experts (3) — Cabinet Benali'));
    expect(screen.getByRole('heading', { level: 1, name: 'Experts (3)' })).toHaveAttribute('tabindex', '-1');
  });
});
