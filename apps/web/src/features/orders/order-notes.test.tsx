import { ORDER_MSG } from '@app/contracts';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api';
import { OrderNotes } from './order-notes';

const note = () => screen.getByLabelText('Add a note') as HTMLTextAreaElement;
const add = () => screen.getByRole('button', { name: 'Add note' });

describe('OrderNotes', () => {
  it('asks a guest for a name or email before sending the note, then sends both trimmed', async () => {
    const onAdd = vi.fn().mockResolvedValue(undefined);
    render(<OrderNotes notes={[]} dateTime={String} onAdd={onAdd} withAuthor />);
    expect((add() as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(note(), { target: { value: ' Delivery confirmed ' } });
    fireEvent.click(add());
    expect((await screen.findByRole('alert')).textContent).toBe(ORDER_MSG.guestNeedsName);
    expect(onAdd).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Your name or email'), { target: { value: ' Priya ' } });
    fireEvent.click(add());
    await vi.waitFor(() => expect(onAdd).toHaveBeenCalledWith('Delivery confirmed', 'Priya'));
    await vi.waitFor(() => expect(note().value).toBe(''));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps the note and shows why when it could not be saved', async () => {
    const onAdd = vi.fn().mockRejectedValue(new ApiError(403, 'FORBIDDEN', 'This order is closed'));
    render(<OrderNotes notes={[]} dateTime={String} onAdd={onAdd} />);
    fireEvent.change(note(), { target: { value: 'Late again' } });
    fireEvent.click(add());
    expect((await screen.findByRole('alert')).textContent).toBe('This order is closed');
    expect(onAdd).toHaveBeenCalledWith('Late again', '');
    expect(note().value).toBe('Late again');
  });
});
