import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../testing/render';
import { StatusBadge } from './status-badge';

// eslint-disable-next-line testing-library/no-node-access -- Mantine's own markup (a style, class or data attribute) has no role to query
const badge = (text: string) => screen.getByText(text).closest('.mantine-Badge-root');

describe('StatusBadge', () => {
  it.each([
    ['Draft', 'secondary', 'gray'],
    ['Open', 'success', 'green'],
    ['Approved', 'success', 'green'],
    ['Waiting for Signing', 'warning', 'orange'],
    ['Rejected', 'error', 'red'],
  ])('colours %s as %s', (status, colour, mantineColour) => {
    renderWithTheme(<StatusBadge status={status} />);
    const element = badge(status);
    expect(element).toHaveAttribute('data-colour', colour);
    expect(element?.getAttribute('style')).toContain(`--mantine-color-${mantineColour}`);
  });

  it('uses the theme primary colour for the other statuses', () => {
    renderWithTheme(<StatusBadge status="Waiting for Review" />);
    const element = badge('Waiting for Review');
    expect(element).toHaveAttribute('data-colour', 'primary');
    expect(element?.getAttribute('style')).toContain('--mantine-color-navy');
  });

  it('accepts an explicit colour for Active and Inactive', () => {
    renderWithTheme(
      <>
        <StatusBadge status="Active" colour="success" />
        <StatusBadge status="Inactive" colour="error" />
      </>,
    );
    expect(badge('Active')?.getAttribute('style')).toContain('--mantine-color-green');
    expect(badge('Inactive')?.getAttribute('style')).toContain('--mantine-color-red');
  });

  it('is never cut short: its word keeps to its cell, one line or wrapped, without an ellipsis', () => {
    renderWithTheme(<StatusBadge status="Menunggu Peninjauan" />);
    const style = screen.getByText('Menunggu Peninjauan').getAttribute('style');
    expect(style).toContain('white-space: inherit');
    expect(style).toContain('overflow: visible');
    expect(badge('Menunggu Peninjauan')).toHaveStyle({ height: 'auto', overflow: 'visible' });
  });
});
