import { add, DECIMAL_SCALE, hasScale, LIMITS, subtract, toNumber } from '@app/contracts';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** One line of a supplier's cart (spec section 3, Cart item). Prices shown here are re-checked by the server. */
export type CartItem = {
  item_id: number;
  item_price_id: number;
  supplier_id: number;
  supplier: string;
  name: string;
  price: string;
  unit: string;
  /** Pack size: units per ordered pack. */
  quantity: string;
  pack?: string;
  ordered_quantity: number;
};

export type CartNote = { user_id: number; note: string; created: string };

/** A per-supplier cart with its delivery details (spec section 3). */
export type SupplierCart = {
  supplierId: number;
  supplier: string;
  items: CartItem[];
  Address: string;
  Phone: string;
  Orderby: string;
  /** ISO instant of the delivery date and time, or null until chosen. */
  DeliveryTime: string | null;
  Pickup: boolean;
  Notes: CartNote[];
  /** Sent with the order so a double click or a retry makes one order. */
  idempotencyKey: string;
};

/** A copy of a sent cart with its Sent time and order Id, shown as a summary for a day. */
export type SentCart = SupplierCart & { Sent: string; Id: number; total: string };

type CartState = {
  carts: Record<string, SupplierCart>;
  sent: SentCart[];
  add: (item: Omit<CartItem, 'ordered_quantity'>, orderedQuantity?: number) => void;
  /** A typed quantity: 0 or less sets 0, NaN is ignored. */
  setQuantity: (supplierId: number, itemPriceId: number, value: number) => void;
  /** Minus removes one (not below 0). */
  decrement: (supplierId: number, itemPriceId: number) => void;
  increment: (supplierId: number, itemPriceId: number) => void;
  remove: (supplierId: number, itemPriceId: number) => void;
  setDetails: (
    supplierId: number,
    details: Partial<Pick<SupplierCart, 'Address' | 'Phone' | 'Orderby' | 'DeliveryTime' | 'Pickup'>>,
  ) => void;
  /** An empty note, or one with a negative supplier or user id, is not added. */
  addNote: (supplierId: number, userId: number, note: string) => void;
  /** Swaps in current prices the server returned (price changed since the item was added). */
  replacePrices: (
    supplierId: number,
    current: {
      previous_item_price_id?: number;
      item_price_id: number;
      price: string;
      unit: string;
      quantity: string;
    }[],
  ) => void;
  markSent: (supplierId: number, orderId: number, total: string, at?: Date) => void;
  dismissSent: (orderId: number) => void;
  /** Drops sent summaries older than a day. */
  pruneSent: (now?: Date) => void;
  clear: () => void;
};

const newKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;

function emptyCart(supplierId: number, supplier: string): SupplierCart {
  return {
    supplierId,
    supplier,
    items: [],
    Address: '',
    Phone: '',
    Orderby: '',
    DeliveryTime: null,
    Pickup: false,
    Notes: [],
    idempotencyKey: newKey(),
  };
}

const updateItem = (cart: SupplierCart, itemPriceId: number, fn: (i: CartItem) => CartItem): SupplierCart => ({
  ...cart,
  items: cart.items.map((i) => (i.item_price_id === itemPriceId ? fn(i) : i)),
});

export const useCart = create<CartState>()(
  persist(
    (set, get) => {
      const patch = (supplierId: number, fn: (c: SupplierCart) => SupplierCart) => {
        const cart = get().carts[supplierId];
        if (!cart) return;
        set({ carts: { ...get().carts, [supplierId]: fn(cart) } });
      };
      return {
        carts: {},
        sent: [],
        add: (item, orderedQuantity = 1) => {
          const qty = Number.isFinite(orderedQuantity) && orderedQuantity > 0 ? orderedQuantity : 1;
          const cart = get().carts[item.supplier_id] ?? emptyCart(item.supplier_id, item.supplier);
          const existing = cart.items.find((i) => i.item_id === item.item_id);
          const items = existing
            ? cart.items.map((i) =>
                i.item_id === item.item_id
                  ? { ...i, ...item, ordered_quantity: toNumber(add(i.ordered_quantity, qty)) }
                  : i,
              )
            : [...cart.items, { ...item, ordered_quantity: qty }];
          set({ carts: { ...get().carts, [item.supplier_id]: { ...cart, items } } });
        },
        setQuantity: (supplierId, itemPriceId, value) => {
          // The order keeps 3 decimals (up to 100,000): a quantity it cannot keep exactly is not taken.
          if (Number.isNaN(value) || value > 100_000 || !hasScale(value, DECIMAL_SCALE.orderedQuantity)) return;
          patch(supplierId, (c) => updateItem(c, itemPriceId, (i) => ({ ...i, ordered_quantity: Math.max(value, 0) })));
        },
        decrement: (supplierId, itemPriceId) =>
          patch(supplierId, (c) =>
            updateItem(c, itemPriceId, (i) => ({
              ...i,
              ordered_quantity: Math.max(0, toNumber(subtract(i.ordered_quantity, 1))),
            })),
          ),
        increment: (supplierId, itemPriceId) =>
          patch(supplierId, (c) =>
            updateItem(c, itemPriceId, (i) => ({ ...i, ordered_quantity: toNumber(add(i.ordered_quantity, 1)) })),
          ),
        remove: (supplierId, itemPriceId) => {
          const cart = get().carts[supplierId];
          if (!cart) return;
          const items = cart.items.filter((i) => i.item_price_id !== itemPriceId);
          const carts = { ...get().carts };
          if (items.length === 0) delete carts[supplierId];
          else carts[supplierId] = { ...cart, items };
          set({ carts });
        },
        setDetails: (supplierId, details) => patch(supplierId, (c) => ({ ...c, ...details })),
        addNote: (supplierId, userId, note) => {
          if (supplierId < 0 || userId < 0 || note.trim() === '') return;
          patch(supplierId, (c) => ({
            ...c,
            Notes: [...c.Notes, { user_id: userId, note: note.trim(), created: new Date().toISOString() }],
          }));
        },
        replacePrices: (supplierId, current) =>
          patch(supplierId, (c) => ({
            ...c,
            items: c.items.map((i) => {
              const now = current.find((p) => p.previous_item_price_id === i.item_price_id);
              return now
                ? { ...i, item_price_id: now.item_price_id, price: now.price, unit: now.unit, quantity: now.quantity }
                : i;
            }),
          })),
        markSent: (supplierId, orderId, total, at = new Date()) => {
          const cart = get().carts[supplierId];
          if (!cart) return;
          const carts = { ...get().carts };
          delete carts[supplierId];
          set({ carts, sent: [{ ...cart, Sent: at.toISOString(), Id: orderId, total }, ...get().sent] });
        },
        dismissSent: (orderId) => set({ sent: get().sent.filter((s) => s.Id !== orderId) }),
        pruneSent: (now = new Date()) =>
          set({
            sent: get().sent.filter((s) => now.getTime() - new Date(s.Sent).getTime() <= LIMITS.sentCartExpiryMs),
          }),
        clear: () => set({ carts: {}, sent: [] }),
      };
    },
    { name: 'cart-storage', storage: createJSONStorage(() => localStorage), version: 1 },
  ),
);

/** Number of lines in all carts (the cart button's count). */
export const cartCount = (carts: Record<string, SupplierCart>) =>
  Object.values(carts).reduce((n, c) => n + c.items.length, 0);
