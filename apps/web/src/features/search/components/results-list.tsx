import { CircleHelp, Scale } from 'lucide-react';
import { useState } from 'react';
import { cx } from '../../../lib/cx';
import type { OfferGroup } from '../grouping';
import { formatUnitPrice } from '../labels';
import type { SearchScope } from '../scope';
import type { SearchItem } from '../types';
import { ItemRow, type RowActions, WIDE_COLUMNS } from './item-row';

function ColumnLabels({ canOrder }: { canOrder: boolean }) {
  return (
    <div
      aria-hidden="true"
      className={cx(
        'hidden gap-x-3 border-b border-gray-200 bg-gray-50 px-4 py-2 text-xs font-semibold tracking-wide text-gray-500 uppercase @min-[36rem]:grid',
        canOrder ? WIDE_COLUMNS.order : WIDE_COLUMNS.view,
      )}
    >
      {canOrder ? <span /> : null}
      <span>Item</span>
      <span className="flex justify-end gap-4">
        <span className="hidden w-40 text-right @min-[52rem]:block">Unit price</span>
        <span className="hidden w-32 text-right @min-[52rem]:block">Pack price</span>
        <span className="@min-[52rem]:hidden">Price</span>
      </span>
      {canOrder ? <span className="col-span-2">Order</span> : null}
    </div>
  );
}

function GroupHeader({ group }: { group: OfferGroup }) {
  const best = group.items[0];
  const unit = formatUnitPrice(best.unit_price, best.unit_price_per);
  return (
    <div className="flex flex-wrap items-center gap-x-2 gap-y-0.5 px-3 pt-2.5 text-xs text-emerald-900 @min-[36rem]:px-4">
      <Scale className="size-3.5" aria-hidden="true" />
      <span className="font-semibold">
        {best.offers} {best.offers === 1 ? 'supplier' : 'suppliers'}
      </span>
      {unit && group.items.length > 1 ? (
        <span className="text-emerald-800">
          · best {unit} at {best.supplier}
        </span>
      ) : null}
    </div>
  );
}

type Rows = {
  scope: SearchScope;
  actions: RowActions;
  expanded: number | null;
  toggle: (id: number) => void;
};

function OfferRows({ items, className, rows }: { items: readonly SearchItem[]; className: string; rows: Rows }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.item_price_id}>
          <ItemRow
            item={item}
            scope={rows.scope}
            actions={rows.actions}
            expanded={rows.expanded === item.item_price_id}
            onToggleExpand={() => rows.toggle(item.item_price_id)}
          />
        </li>
      ))}
    </ul>
  );
}

/**
 * Offers that may be the same product as the group above but say less or more (unsalted or not, a size
 * missing): listed apart and left out of its best price, so a doubtful match never makes 'best' wrong.
 */
function SimilarOffers({ group, rows }: { group: OfferGroup; rows: Rows }) {
  const name = group.items[0].name;
  return (
    <section aria-label={`Similar to ${name}`} className="border-t border-dashed border-emerald-200 bg-white/60">
      <p className="flex flex-wrap items-center gap-x-1.5 px-3 pt-2 text-xs text-gray-600 @min-[36rem]:px-4">
        <CircleHelp className="size-3.5" aria-hidden="true" />
        <span className="font-semibold text-gray-700">Similar</span>
        <span>· may be another product, not compared</span>
      </p>
      <OfferRows items={group.similar} className="divide-y divide-gray-100" rows={rows} />
    </section>
  );
}

type ResultsListProps = {
  label: string;
  groups: readonly OfferGroup[];
  scope: SearchScope;
  actions: RowActions;
};

/**
 * Results of one page; offers of the same product from several suppliers sit together in a tinted block, with
 * the offers that may be the same product (unsure) below it.
 */
export function ResultsList({ label, groups, scope, actions }: ResultsListProps) {
  const [expanded, setExpanded] = useState<number | null>(null);
  const toggle = (id: number) => setExpanded((e) => (e === id ? null : id));
  const rows: Rows = { scope, actions, expanded, toggle };
  return (
    <div className="@container overflow-hidden rounded-xl border border-gray-200 bg-white shadow-xs">
      <ColumnLabels canOrder={scope.canOrder} />
      <ul aria-label={label} className="divide-y divide-gray-200">
        {groups.map((g) =>
          g.items.length > 1 || g.similar.length > 0 ? (
            <li
              key={g.key}
              aria-label={`${g.items[0].offers} ${g.items[0].offers === 1 ? 'supplier offers' : 'suppliers offer'} ${g.items[0].name}`}
            >
              <div className="border-l-4 border-emerald-500 bg-emerald-50/40">
                <GroupHeader group={g} />
                <OfferRows items={g.items} className="divide-y divide-emerald-100" rows={rows} />
                {g.similar.length > 0 ? <SimilarOffers group={g} rows={rows} /> : null}
              </div>
            </li>
          ) : (
            <li key={g.key}>
              <ItemRow
                item={g.items[0]}
                scope={scope}
                actions={actions}
                expanded={expanded === g.items[0].item_price_id}
                onToggleExpand={() => toggle(g.items[0].item_price_id)}
              />
            </li>
          ),
        )}
      </ul>
    </div>
  );
}
