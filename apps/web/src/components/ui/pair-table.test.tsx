import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../testing/render';
import { PairTable, type PairRow } from './pair-table';
import { columnHeaders } from '../../testing/column-headers';

const headers: [string, string] = ['Group', 'Branch'];

const renderTable = (rows: PairRow[]) =>
  renderWithTheme(
    <PairTable
      label="Group and Branch"
      headers={headers}
      nameWidth="35%"
      rows={rows}
      empty="None"
    />,
  );

describe('PairTable', () => {
  it('lists each name with what it holds under the two headers', () => {
    renderTable([{ key: 'g1', name: 'Jawa Barat', value: 'Bandung, Bogor' }]);
    const table = screen.getByRole('table', { name: 'Group and Branch' });
    expect(columnHeaders(table)).toEqual(headers);
    expect(within(table).getByRole('row', { name: 'Jawa Barat Bandung, Bogor' })).toBeVisible();
    expect(screen.queryByText('None')).toBeNull();
  });

  it('says the empty sentence across both columns when there is nothing to list', () => {
    renderTable([]);
    expect(screen.getByRole('cell', { name: 'None' })).toHaveAttribute('colspan', '2');
  });
});
