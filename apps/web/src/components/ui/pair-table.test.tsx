import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../testing/render';
import { PairTable } from './pair-table';

const headers: [string, string] = ['Group', 'Branch'];

describe('PairTable', () => {
  it('lists each name with what it holds under the two headers', () => {
    renderWithTheme(
      <PairTable
        label="Group and Branch"
        headers={headers}
        nameWidth="35%"
        rows={[{ key: 'g1', name: 'Jawa Barat', value: 'Bandung, Bogor' }]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Group and Branch' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(headers);
    expect(within(table).getByRole('row', { name: 'Jawa Barat Bandung, Bogor' })).toBeVisible();
  });

  it('says the empty sentence across both columns when there is nothing to list', () => {
    renderWithTheme(
      <PairTable
        label="Group and Branch"
        headers={headers}
        nameWidth="35%"
        rows={[]}
        empty="No data"
      />,
    );
    expect(screen.getByRole('cell', { name: 'No data' })).toHaveAttribute('colspan', '2');
  });
});
