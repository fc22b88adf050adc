import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useCart } from '../../lib/cart-store';
import { CartLines } from './cart-lines';

const item = {
  item_id: 7,
  item_price_id: 70,
  supplier_id: 3,
  supplier: 'Ocean Catch Seafood',
  name: 'Salmon Fillet',
  price: '12.50',
  unit: 'KG',
  quantity: '2',
};

const NONE: never[] = [];

function Lines() {
  const items = useCart((s) => s.carts[3]?.items ?? NONE);
  return <CartLines items={items} />;
}

const qty = () => screen.getByLabelText('Quantity of Salmon Fillet') as HTMLInputElement;
const stored = () => useCart.getState().carts[3]?.items[0]?.ordered_quantity;

describe('CartLines', () => {
  beforeEach(() => {
    act(() => {
      useCart.getState().clear();
      useCart.getState().add(item, 2);
    });
  });

  it('shows price × pack × quantity as the line total', () => {
    render(<Lines />);
    expect(screen.getByText('$12.50 × 2 KG')).toBeTruthy();
    expect(screen.getByText('$50.00')).toBeTruthy();
  });

  it('applies the typed quantity: 0 or less is 0, text that is not a number is ignored', () => {
    render(<Lines />);
    fireEvent.change(qty(), { target: { value: '5' } });
    expect(stored()).toBe(5);
    expect(screen.getByText('$125.00')).toBeTruthy();
    fireEvent.change(qty(), { target: { value: '-3' } });
    expect(stored()).toBe(0);
    fireEvent.change(qty(), { target: { value: '' } });
    expect(stored()).toBe(0);
    fireEvent.change(qty(), { target: { value: '4' } });
    fireEvent.change(qty(), { target: { value: '' } });
    expect(stored()).toBe(4);
    fireEvent.blur(qty());
    expect(qty().value).toBe('4');
  });

  it('minus removes one, plus adds one, and the bin removes the line', () => {
    render(<Lines />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove one Salmon Fillet' }));
    expect(stored()).toBe(1);
    expect(qty().value).toBe('1');
    fireEvent.click(screen.getByRole('button', { name: 'Remove one Salmon Fillet' }));
    expect(stored()).toBe(0);
    expect(screen.getByRole('button', { name: 'Remove one Salmon Fillet' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Add one Salmon Fillet' }));
    expect(stored()).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Salmon Fillet from the cart' }));
    expect(useCart.getState().carts[3]).toBeUndefined();
  });
});
