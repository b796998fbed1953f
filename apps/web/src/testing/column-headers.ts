import { within } from '@testing-library/react';

/** A table's column headers as the user reads them, in their order. */
export const columnHeaders = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((header) => header.textContent);
