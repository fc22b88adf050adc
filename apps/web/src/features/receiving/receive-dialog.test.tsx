import type { OrderItem } from '@app/contracts';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ReceiveDialog } from './receive-dialog';
import type { ReceiveInput } from './receiving-api';

const line = (id: number, name: string): OrderItem => ({
  id,
  item_id: id,
  item_price_id: id,
  name,
  unit: 'CS',
  quantity: '1.00000',
  ordered_quantity: '6.000',
  price: '31.20000',
  line_total: '187.20',
  pack_price: '31.20',
  note: '',
  supplier: 'Fresh Valley Produce',
  supplier_id: 1,
});
const items = [line(11, 'Apple Juice'), line(12, 'Gala Apples')];

function open(onSubmit: (input: ReceiveInput) => Promise<unknown>) {
  const onClose = vi.fn();
  render(<ReceiveDialog open items={items} defaultReceivedBy="Olivia" onClose={onClose} onSubmit={onSubmit} />);
  return { onClose, receive: () => fireEvent.click(screen.getByRole('button', { name: 'Receive' })) };
}

describe('ReceiveDialog', () => {
  it('starts every line as ordered and asks why a line is less, or more than ordered, before sending', async () => {
    const onSubmit = vi.fn(async () => undefined);
    const { receive } = open(onSubmit);
    expect((screen.getByLabelText('Received quantity of Apple Juice') as HTMLInputElement).value).toBe('6');
    fireEvent.change(screen.getByLabelText('Received quantity of Apple Juice'), { target: { value: '4' } });
    fireEvent.change(screen.getByLabelText('Received quantity of Gala Apples'), { target: { value: '7' } });
    receive();
    expect(await screen.findByText('Why is it less?')).toBeTruthy();
    expect(screen.getByText('More than was ordered')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends each line with its reason, who and when, and one key for the whole receipt', async () => {
    const onSubmit = vi.fn(async (_input: ReceiveInput) => undefined);
    const { receive, onClose } = open(onSubmit);
    fireEvent.change(screen.getByLabelText('Received quantity of Apple Juice'), { target: { value: '4' } });
    fireEvent.change(screen.getByLabelText('Reason for Apple Juice'), { target: { value: 'short' } });
    receive();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const sent = onSubmit.mock.calls[0]![0];
    expect(sent.lines).toEqual([
      { orderItemId: 11, receivedQuantity: '4', reason: 'short' },
      { orderItemId: 12, receivedQuantity: '6', reason: null },
    ]);
    expect(sent).toMatchObject({ receivedBy: 'Olivia', complete: true });
    expect(sent.idempotencyKey.length).toBeGreaterThanOrEqual(8);
    expect(Number.isNaN(Date.parse(sent.receivedAt))).toBe(false);
  });

  it('stays open with the refusal when the server says no', async () => {
    const { receive, onClose } = open(async () => {
      throw new Error('This order was already received');
    });
    receive();
    expect(await screen.findByText('This order was already received')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});
