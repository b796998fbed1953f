import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../testing/render';
import { FormErrorAlert } from './form-error-alert';

describe('FormErrorAlert', () => {
  it('shows the message as an alert', () => {
    renderWithTheme(<FormErrorAlert message="Failed to create role." />);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to create role.');
  });

  it('renders nothing without a message', () => {
    renderWithTheme(<FormErrorAlert message={null} />);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
