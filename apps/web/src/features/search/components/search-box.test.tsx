import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SearchBox } from './search-box';

describe('SearchBox', () => {
  afterEach(() => vi.useRealTimers());

  it('searches 700 ms after the last keystroke', () => {
    vi.useFakeTimers();
    const onSearch = vi.fn();
    render(<SearchBox value="" onSearch={onSearch} />);
    const box = screen.getByRole('searchbox', { name: 'Search items' });
    fireEvent.change(box, { target: { value: 'tom' } });
    act(() => vi.advanceTimersByTime(500));
    fireEvent.change(box, { target: { value: 'tomatoe' } });
    act(() => vi.advanceTimersByTime(699));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('tomatoe');
  });

  it('searches at once on Enter and when cleared', () => {
    vi.useFakeTimers();
    const onSearch = vi.fn();
    render(<SearchBox value="" onSearch={onSearch} />);
    const box = screen.getByRole('searchbox', { name: 'Search items' });
    fireEvent.change(box, { target: { value: 'butter' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onSearch).toHaveBeenLastCalledWith('butter');
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(onSearch).toHaveBeenLastCalledWith('');
    act(() => vi.advanceTimersByTime(1000));
    expect(onSearch).toHaveBeenCalledTimes(2);
  });
});
