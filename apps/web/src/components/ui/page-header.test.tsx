import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../testing/render';
import { PageHeader } from './page-header';

describe('PageHeader', () => {
  it('shows the title as the page heading, the subtitle and the actions', () => {
    renderWithTheme(
      <PageHeader
        title="Credit Application"
        subtitle="All credit applications of your branches"
        actions={<button type="button">Add New</button>}
      />,
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Credit Application' }),
    ).toBeInTheDocument();
    expect(screen.getByText('All credit applications of your branches')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add New' })).toBeInTheDocument();
  });

  it('renders only the title when nothing else is given', () => {
    const { container } = renderWithTheme(<PageHeader title="Users" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument();
    // eslint-disable-next-line testing-library/no-container, testing-library/no-node-access -- Mantine's own markup (a style, class or data attribute) has no role to query
    expect(container.querySelector('p')).toBeNull();
    // eslint-disable-next-line testing-library/no-container, testing-library/no-node-access -- Mantine's own markup (a style, class or data attribute) has no role to query
    expect(container.querySelector('.mantine-Group-root .mantine-Group-root')).toBeNull();
  });

  it('shows a badge beside the title without making it part of the heading', () => {
    renderWithTheme(<PageHeader title="CA-2026-000001" titleAside={<span>Open</span>} />);
    expect(screen.getByRole('heading', { level: 1, name: 'CA-2026-000001' })).toBeInTheDocument();
    expect(screen.getByText('Open')).toBeInTheDocument();
  });
});
