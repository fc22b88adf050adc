import { ChevronDown } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { focusRing } from '../../../components/ui/button';
import { cx } from '../../../lib/cx';
import { packLabel } from '../labels';
import type { SearchScope } from '../scope';
import type { SearchItem } from '../types';
import { ItemDetails } from './item-details';
import { AddToCart, CategoryPicker, ComparePrice, GuideStar, PackPrice } from './row-parts';

export type RowActions = {
  toggleGuide: (item: SearchItem) => void;
  guidePending: (item: SearchItem) => boolean;
  setCategory: (item: SearchItem, category: string) => void;
  addNote: (item: SearchItem) => void;
};

/** Column widths of the wide row, shared with the column labels so they line up. */
export const WIDE_COLUMNS = {
  order:
    '@min-[36rem]:grid-cols-[1.75rem_minmax(0,1fr)_9rem_7.75rem_2.25rem] @min-[52rem]:grid-cols-[1.75rem_minmax(0,1fr)_19rem_7.75rem_2.25rem]',
  view: '@min-[36rem]:grid-cols-[minmax(0,1fr)_9rem] @min-[52rem]:grid-cols-[minmax(0,1fr)_19rem]',
} as const;

type ItemRowProps = {
  item: SearchItem;
  scope: SearchScope;
  actions: RowActions;
  expanded: boolean;
  onToggleExpand: () => void;
};

/**
 * One offer. Under 36rem of width it is a card; wider it is a row: details toggle, item, unit price and
 * comparison, pack price, cart and order guide.
 */
export function ItemRow({ item, scope, actions, expanded, onToggleExpand }: ItemRowProps) {
  const detailsId = `details-${item.item_price_id}`;
  const canOrder = scope.canOrder;
  return (
    <div className={cx('transition-colors', expanded ? 'bg-gray-50/80' : 'hover:bg-gray-50/60')}>
      <div
        className={cx(
          'grid items-center gap-x-3 gap-y-3 px-3 py-3 @min-[36rem]:px-4',
          'grid-cols-[minmax(0,1fr)_auto_auto] [grid-template-areas:"info_info_star"_"price_price_price"_"cart_cart_expand"]',
          canOrder
            ? `${WIDE_COLUMNS.order} @min-[36rem]:[grid-template-areas:"expand_info_price_cart_star"]`
            : `${WIDE_COLUMNS.view} @min-[36rem]:[grid-template-areas:"info_price"]`,
        )}
      >
        {canOrder ? (
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={detailsId}
            aria-label={`${expanded ? 'Hide' : 'Show'} details of ${item.name}`}
            onClick={onToggleExpand}
            className={cx(
              'inline-flex items-center gap-1 justify-self-end rounded-md px-2 py-1.5 text-sm font-medium text-gray-600 [grid-area:expand] hover:bg-gray-100 hover:text-gray-900 @min-[36rem]:justify-self-start @min-[36rem]:p-1',
              focusRing,
            )}
          >
            <span className="@min-[36rem]:sr-only">Details</span>
            <ChevronDown
              className={cx('size-4.5 transition-transform', expanded ? 'rotate-180' : '@min-[36rem]:-rotate-90')}
              aria-hidden="true"
            />
          </button>
        ) : null}
        <div className="min-w-0 [grid-area:info]">
          <p className="font-medium break-words text-gray-900">
            <span>{item.name}</span>
            {item.own_item ? (
              <Badge tone="blue" className="ml-2 align-middle" title="Added by your restaurant">
                My item
              </Badge>
            ) : null}
          </p>
          <p className="mt-0.5 flex flex-wrap items-center gap-x-1.5 text-sm text-gray-600">
            <span className="font-mono text-xs text-gray-500">{item.item_code}</span>
            <span aria-hidden="true">·</span>
            <span>{item.supplier}</span>
            <span aria-hidden="true">·</span>
            <span>{packLabel(item)}</span>
          </p>
          <div className="mt-1.5">
            <CategoryPicker item={item} editable={canOrder} onChange={(c) => actions.setCategory(item, c)} />
          </div>
        </div>
        <div
          className={cx(
            'flex items-center justify-between gap-3 border-t border-gray-100 pt-3 [grid-area:price]',
            '@min-[36rem]:flex-col @min-[36rem]:items-end @min-[36rem]:gap-1 @min-[36rem]:border-0 @min-[36rem]:pt-0',
            '@min-[52rem]:flex-row @min-[52rem]:items-center @min-[52rem]:gap-4',
          )}
        >
          <div className="@min-[52rem]:w-40">
            <ComparePrice item={item} />
          </div>
          <div className="@min-[52rem]:w-32">
            <PackPrice item={item} />
          </div>
        </div>
        {canOrder ? (
          <>
            <div className="[grid-area:cart]">
              <AddToCart item={item} />
            </div>
            <div className="justify-self-end [grid-area:star]">
              <GuideStar item={item} pending={actions.guidePending(item)} onToggle={() => actions.toggleGuide(item)} />
            </div>
          </>
        ) : null}
      </div>
      {canOrder && expanded ? (
        <div id={detailsId}>
          <ItemDetails item={item} scope={scope} onAddNote={() => actions.addNote(item)} />
        </div>
      ) : null}
    </div>
  );
}
