import type { LineProposal, OrderItem } from '@app/contracts';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ProposeChangesDialog } from './propose-changes-dialog';

const line = (id: number, name: string, unit: string): OrderItem => ({
  id,
  item_id: id,
  item_price_id: id,
  name,
  unit,
  quantity: '5.00000',
  ordered_quantity: '2.000',
  price: '4.85000',
  line_total: '48.50',
  pack_price: '24.25',
  note: '',
  supplier: 'Fresh Valley Produce',
  supplier_id: 1,
});
const items = [line(11, 'Garlic, Peeled', 'LB'), line(12, 'Roma Tomatoes', 'CS')];

function open(onSubmit: (p: LineProposal[]) => Promise<unknown>) {
  const onClose = vi.fn();
  render(<ProposeChangesDialog open items={items} onClose={onClose} onSubmit={onSubmit} />);
  return { onClose, send: () => fireEvent.click(screen.getByRole('button', { name: 'Send proposal' })) };
}

describe('ProposeChangesDialog', () => {
  it('asks for a change, and for the name and price of a substitute, before sending anything', async () => {
    const onSubmit = vi.fn(async () => undefined);
    const { send } = open(onSubmit);
    send();
    expect(await screen.findByText('Choose a change for at least one line')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Change to Garlic, Peeled'), { target: { value: 'substitute' } });
    send();
    expect(await screen.findByText('Enter the name of the substitute')).toBeTruthy();
    expect(screen.getByText('Enter a price from 0 to 1,000,000')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends only the changed lines, in the shape the server takes, and closes', async () => {
    const onSubmit = vi.fn(async (_p: LineProposal[]) => undefined);
    const { send, onClose } = open(onSubmit);
    fireEvent.change(screen.getByLabelText('Change to Garlic, Peeled'), { target: { value: 'substitute' } });
    fireEvent.change(screen.getByLabelText('Substitute for Garlic, Peeled'), {
      target: { value: ' Elephant Garlic ' },
    });
    fireEvent.change(screen.getByLabelText('Substitute price for Garlic, Peeled'), { target: { value: '5.1' } });
    fireEvent.change(screen.getByLabelText('Change to Roma Tomatoes'), { target: { value: 'out_of_stock' } });
    send();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onSubmit).toHaveBeenCalledWith([
      { orderItemId: 11, kind: 'substitute', name: 'Elephant Garlic', price: 5.1 },
      { orderItemId: 12, kind: 'out_of_stock' },
    ]);
  });

  it('stays open with the refusal when the server says no', async () => {
    const { send, onClose } = open(async () => {
      throw new Error('This line is not on the order');
    });
    fireEvent.change(screen.getByLabelText('Change to Roma Tomatoes'), { target: { value: 'price' } });
    fireEvent.change(screen.getByLabelText('New price for Roma Tomatoes'), { target: { value: '30' } });
    send();
    expect(await screen.findByText('This line is not on the order')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});
