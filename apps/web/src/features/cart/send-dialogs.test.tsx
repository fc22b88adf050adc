import { ORDER_MSG } from '@app/contracts';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AccountDialog } from './send-dialogs';

describe('AccountDialog', () => {
  it('asks for the account number, then hands it on trimmed', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    render(<AccountDialog open supplier="Fresh Valley" onCancel={vi.fn()} onSubmit={onSubmit} />);
    const dialog = screen.getByRole('dialog', { name: 'Account number for Fresh Valley' });
    const box = within(dialog).getByRole('textbox', { name: 'Account number' });
    expect(document.activeElement).toBe(box);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save and send order' }));
    await vi.waitFor(() => expect(box.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getAllByText(ORDER_MSG.accountRequired)).toHaveLength(2);
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.change(box, { target: { value: ' MB-555 ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save and send order' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledWith('MB-555'));
  });

  it('shows why the number was refused', async () => {
    const onSubmit = vi.fn().mockRejectedValue(new Error('The supplier is not connected'));
    render(<AccountDialog open supplier="Fresh Valley" onCancel={vi.fn()} onSubmit={onSubmit} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Account number' }), { target: { value: 'X-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save and send order' }));
    expect(await screen.findByText('The supplier is not connected')).toBeTruthy();
  });
});
