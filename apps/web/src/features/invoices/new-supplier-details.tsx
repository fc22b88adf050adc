import { SUPPLIER_MSG, toNumber } from '@app/contracts';
import { ChevronDown } from 'lucide-react';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { type DeliveryDay, encodeDeliveryDays } from '../suppliers/delivery-days';
import { CutoffSelect, DeliveryDaysField } from '../suppliers/schedule-fields';
import { parseAmount } from '../suppliers/supplier-form';
import type { SupplierChoice } from './types';

/** What the restaurant may say about a supplier added by importing its invoice; all of it optional. */
export type NewSupplierDetails = {
  accountNumber: string;
  minimumOrder: string;
  orderCutoff: string;
  deliveryDays: DeliveryDay[];
};

export const EMPTY_NEW_SUPPLIER: NewSupplierDetails = {
  accountNumber: '',
  minimumOrder: '',
  orderCutoff: '',
  deliveryDays: [],
};

/** The problem with the details, or null: only a minimum order that is not an amount is one. */
export function newSupplierProblem(d: NewSupplierDetails): string | null {
  return d.minimumOrder.trim() && parseAmount(d.minimumOrder) === null ? SUPPLIER_MSG.minimumOrder : null;
}

/** The import's `newSupplier`: the supplier to add to the restaurant's suppliers as its invoice is imported. */
export function newSupplierBody(supplier: SupplierChoice, d: NewSupplierDetails) {
  return {
    ...(supplier.id ? { insertBusSupId: supplier.id } : {}),
    name: supplier.name.trim(),
    accountNumber: d.accountNumber.trim(),
    minimumOrder: toNumber(parseAmount(d.minimumOrder) ?? 0),
    orderCutoff: d.orderCutoff === '' ? null : Number(d.orderCutoff),
    deliveryDays: encodeDeliveryDays(d.deliveryDays),
  };
}
export type NewSupplierBody = ReturnType<typeof newSupplierBody>;

type NewSupplierFieldsProps = {
  value: NewSupplierDetails;
  onChange: (value: NewSupplierDetails) => void;
  disabled?: boolean;
};

/** Account number, minimum order, cutoff and delivery days of a supplier added by the import, folded away. */
export function NewSupplierFields({ value, onChange, disabled }: NewSupplierFieldsProps) {
  const set = <K extends keyof NewSupplierDetails>(key: K, v: NewSupplierDetails[K]) =>
    onChange({ ...value, [key]: v });
  const problem = newSupplierProblem(value);
  return (
    <details className="group mt-2 rounded-lg border border-gray-200 bg-white" open={Boolean(problem) || undefined}>
      <summary className="flex cursor-pointer list-none items-center gap-1.5 px-3 py-2 text-sm font-medium text-gray-800 [&::-webkit-details-marker]:hidden">
        <ChevronDown className="size-4 -rotate-90 text-gray-500 group-open:rotate-0" aria-hidden="true" />
        Account details (optional)
      </summary>
      <fieldset disabled={disabled} className="grid gap-3 border-t border-gray-200 p-3 sm:grid-cols-3">
        <Field label="Account number">
          {(a) => (
            <Input
              {...a}
              autoComplete="off"
              value={value.accountNumber}
              onChange={(e) => set('accountNumber', e.target.value)}
            />
          )}
        </Field>
        <Field label="Minimum order ($)" error={problem ?? undefined}>
          {(a) => (
            <Input
              {...a}
              inputMode="decimal"
              placeholder="0.00"
              value={value.minimumOrder}
              onChange={(e) => set('minimumOrder', e.target.value)}
            />
          )}
        </Field>
        <CutoffSelect value={value.orderCutoff} onChange={(v) => set('orderCutoff', v)} placeholder="None" />
        <div className="sm:col-span-3">
          <DeliveryDaysField
            value={value.deliveryDays}
            onChange={(days) => set('deliveryDays', days)}
            disabled={disabled}
          />
        </div>
      </fieldset>
    </details>
  );
}
