import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../testing/render';
import { CellText } from './cell-text';

describe('CellText', () => {
  it('lets a name wrap between its words and never inside one', () => {
    renderWithTheme(<CellText text="PT Sumber Makmur Sejahtera" />);
    const name = screen.getByText('PT Sumber Makmur Sejahtera');
    expect(name).not.toHaveAttribute('data-truncate');
    expect(name).toHaveStyle({ overflowWrap: 'normal' });
  });

  it('keeps a one-word value (an id, a date, a phone) on one line, cut only at its end', () => {
    renderWithTheme(<CellText text="CN-CA-2026-000008" />);
    expect(screen.getByText('CN-CA-2026-000008')).toHaveAttribute('data-truncate', 'end');
  });
});
