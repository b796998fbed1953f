import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../testing/render';
import { SearchInput } from './search-input';

describe('SearchInput', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const type = (text: string) =>
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search branch' }), {
      target: { value: text },
    });

  it('searches once, 1000 ms after the last keystroke', () => {
    const onSearch = vi.fn();
    renderWithTheme(<SearchInput placeholder="Search branch" onSearch={onSearch} />);

    type('Ja');
    act(() => vi.advanceTimersByTime(600));
    type('Jakarta ');
    act(() => vi.advanceTimersByTime(999));
    expect(onSearch).not.toHaveBeenCalled();

    act(() => vi.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('Jakarta');

    act(() => vi.advanceTimersByTime(5000));
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['on Enter', (box: HTMLElement) => fireEvent.keyDown(box, { key: 'Enter' })],
    ['when the box is left before the pause', (box: HTMLElement) => fireEvent.blur(box)],
  ])('searches at once %s', (_when, finish) => {
    const onSearch = vi.fn();
    renderWithTheme(<SearchInput placeholder="Search branch" onSearch={onSearch} />);

    type('Bandung');
    finish(screen.getByRole('searchbox', { name: 'Search branch' }));
    expect(onSearch).toHaveBeenCalledWith('Bandung');
    act(() => vi.advanceTimersByTime(5000));
    expect(onSearch).toHaveBeenCalledTimes(1);
  });
});
