import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

describe('CellText tooltip', () => {
  const cutTo = (element: HTMLElement, scrollWidth: number, clientWidth: number) => {
    Object.defineProperty(element, 'scrollWidth', { configurable: true, value: scrollWidth });
    Object.defineProperty(element, 'clientWidth', { configurable: true, value: clientWidth });
  };

  /** An id in its cell, as wide as `scrollWidth` in a column `clientWidth` wide, pointed at. */
  const hoverCell = async (scrollWidth: number, clientWidth: number) => {
    const user = userEvent.setup();
    renderWithTheme(<CellText text="CN-CA-2026-000008" />);
    const cell = screen.getByText('CN-CA-2026-000008');
    cutTo(cell, scrollWidth, clientWidth);
    await user.hover(cell);
    return { user, cell };
  };

  it('shows the whole text on hover when the value is cut, and hides it on leave', async () => {
    const { user, cell } = await hoverCell(180, 90);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('CN-CA-2026-000008');
    await user.unhover(cell);
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  });

  it('shows nothing on hover when the value fits', async () => {
    await hoverCell(90, 90);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
