import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { cartCount, useCart } from '../../../lib/cart-store';
import { groupOffers } from '../grouping';
import type { SearchScope } from '../scope';
import type { SearchItem } from '../types';
import { ResultsList } from './results-list';

const base: SearchItem = {
  item_id: 1,
  item_price_id: 1,
  name: 'Roma Tomatoes 25 LB',
  category: 'Produce',
  supplier: 'Fresh Valley Produce',
  supplier_id: 1,
  price: '32.50000',
  unit: 'CS',
  quantity: '1.00000',
  pack: '25 LB',
  item_code: 'FV-1021',
  created: '2026-01-01T00:00:00.000Z',
  in_order_guide: false,
  own_item: false,
  unit_price: 2.86601,
  unit_price_per: 'kg',
  group_key: 'roma tomato',
  offers: 2,
  cheapest: false,
  saving_pct: null,
  premium_pct: 8.5,
  similar_to: null,
};
const cheaper: SearchItem = {
  ...base,
  item_id: 103,
  item_price_id: 103,
  name: 'Tomatoes, Roma 25lb case',
  supplier: 'Metro Foodservice',
  supplier_id: 4,
  price: '29.95000',
  item_code: 'MF-10211',
  unit_price: 2.64114,
  cheapest: true,
  saving_pct: 7.8,
  premium_pct: null,
};
const scope: SearchScope = {
  usertype: 'restaurant',
  businessId: 1,
  ownSupplier: null,
  userId: 2,
  canOrder: true,
  canNote: true,
};
const actions = { toggleGuide: vi.fn(), guidePending: () => false, setCategory: vi.fn(), addNote: vi.fn() };

describe('ResultsList', () => {
  it('shows offers of one product together with unit prices and comparison badges', () => {
    render(
      <ResultsList label="Search results" groups={groupOffers([base, cheaper])} scope={scope} actions={actions} />,
    );
    const group = screen.getByRole('listitem', { name: '2 suppliers offer Tomatoes, Roma 25lb case' });
    expect(within(group).getByText('· best $2.64 / kg at Metro Foodservice')).toBeTruthy();
    expect(within(group).getByText('Save 7.8%')).toBeTruthy();
    expect(within(group).getByText('+8.5%')).toBeTruthy();
    expect(within(group).getByText('$2.87 / kg')).toBeTruthy();
    expect(within(group).getAllByText('$29.95').length).toBeGreaterThan(0);
  });

  it('lists offers that may be the same product below the group, apart from its best price', () => {
    const unsure: SearchItem = {
      ...base,
      item_id: 205,
      item_price_id: 205,
      name: 'Tomatoes 25 LB',
      supplier: 'Ocean Harvest',
      supplier_id: 5,
      item_code: 'OC-9',
      group_key: 'tomato',
      unit_price: 2.1,
      offers: 1,
      premium_pct: null,
      similar_to: 'roma tomato',
    };
    render(
      <ResultsList
        label="Search results"
        groups={groupOffers([base, unsure, cheaper])}
        scope={scope}
        actions={actions}
      />,
    );
    const group = screen.getByRole('listitem', { name: '2 suppliers offer Tomatoes, Roma 25lb case' });
    expect(within(group).getByText('· best $2.64 / kg at Metro Foodservice')).toBeTruthy();
    const similar = within(group).getByRole('region', { name: 'Similar to Tomatoes, Roma 25lb case' });
    expect(within(similar).getByText('Tomatoes 25 LB')).toBeTruthy();
    expect(within(similar).getByText('$2.10 / kg')).toBeTruthy();
  });

  it('adds the chosen quantity to the cart and stars the item', () => {
    render(<ResultsList label="Search results" groups={groupOffers([base])} scope={scope} actions={actions} />);
    fireEvent.change(screen.getByLabelText('Quantity of Roma Tomatoes 25 LB'), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Roma Tomatoes 25 LB to cart' }));
    const { carts } = useCart.getState();
    expect(cartCount(carts)).toBe(1);
    expect(carts[1].items[0]).toMatchObject({
      item_price_id: 1,
      ordered_quantity: 3,
      price: '32.50000',
      quantity: '1.00000',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add Roma Tomatoes 25 LB to order guide' }));
    expect(actions.toggleGuide).toHaveBeenCalledWith(base);
    fireEvent.change(screen.getByLabelText('Category of Roma Tomatoes 25 LB'), { target: { value: 'Dairy' } });
    expect(actions.setCategory).toHaveBeenCalledWith(base, 'Dairy');
    useCart.getState().clear();
  });
});
