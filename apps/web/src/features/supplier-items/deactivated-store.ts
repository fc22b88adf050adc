import type { ItemResult } from '@app/contracts';
import { create } from 'zustand';

type DeactivatedState = {
  /** Items deactivated since the app was opened, by item id: the catalogue list only holds active items. */
  items: Record<number, ItemResult>;
  remember: (item: ItemResult) => void;
  forget: (itemId: number) => void;
};

/** Keeps deactivated items on the Items page (as Inactive, with Activate) until the app is reloaded. */
export const useDeactivatedItems = create<DeactivatedState>()((set) => ({
  items: {},
  remember: (item) => set((s) => ({ items: { ...s.items, [item.item_id]: item } })),
  forget: (itemId) =>
    set((s) => {
      const { [itemId]: _gone, ...rest } = s.items;
      return { items: rest };
    }),
}));
