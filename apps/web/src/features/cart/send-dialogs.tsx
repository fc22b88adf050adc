import { formatQuantity, ORDER_MSG, submitAccountBody } from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { errorMessage } from '../../lib/api';
import type { CartItem } from '../../lib/cart-store';
import { formatMoney } from '../../lib/format';
import type { PriceChange } from './cart-api';

type AccountDialogProps = {
  open: boolean;
  supplier: string;
  onCancel: () => void;
  onSubmit: (accountId: string) => Promise<void>;
};

/** The contract's account number, with the cart's message for a missing one. */
const accountForm = z.object({
  accountId: z.string().trim().min(1, ORDER_MSG.accountRequired).pipe(submitAccountBody.shape.accountId),
});

/** Asked before the first order to a supplier with no account number on file. */
export function AccountDialog({ open, supplier, onCancel, onSubmit }: AccountDialogProps) {
  const { register, handleSubmit, reset, setError, formState } = useForm({
    resolver: zodResolver(accountForm),
    defaultValues: { accountId: '' },
  });
  const submit = handleSubmit(async ({ accountId }) => {
    try {
      await onSubmit(accountId);
      reset();
    } catch (err) {
      setError('accountId', { message: errorMessage(err) });
    }
  });
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={`Account number for ${supplier}`}
      description={ORDER_MSG.accountRequired}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" form="account-number-form" loading={formState.isSubmitting}>
            Save and send order
          </Button>
        </>
      }
    >
      <form id="account-number-form" onSubmit={submit} noValidate>
        <Field label="Account number" required error={formState.errors.accountId?.message}>
          {(control) => <Input {...control} data-autofocus maxLength={100} {...register('accountId')} />}
        </Field>
      </form>
    </Dialog>
  );
}

type PriceDialogProps = {
  changes: PriceChange[] | null;
  items: readonly CartItem[];
  onCancel: () => void;
  onAccept: (changes: PriceChange[]) => void;
};

const packText = (quantity: string, unit: string) => `${formatQuantity(quantity)} ${unit}`;

/** Prices that changed since the items were added, for the buyer to accept before the order goes out. */
export function PriceChangeDialog({ changes, items, onCancel, onAccept }: PriceDialogProps) {
  const rows = (changes ?? []).map((c) => ({
    change: c,
    item: items.find((i) => i.item_price_id === c.previous_item_price_id) ?? items.find((i) => i.item_id === c.item_id),
  }));
  return (
    <Dialog
      open={changes !== null}
      onClose={onCancel}
      title={ORDER_MSG.priceChanged}
      description="Check the current prices below. The order is sent at these prices."
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button onClick={() => changes && onAccept(changes)}>Accept new prices and send</Button>
        </>
      }
    >
      <ul aria-label="Changed prices" className="divide-y divide-gray-100 rounded-lg border border-gray-200">
        {rows.map(({ change, item }) => (
          <li key={change.item_price_id} className="px-3 py-2.5 text-sm">
            <p className="font-medium text-gray-900">{item?.name ?? `Item ${change.item_id}`}</p>
            <p className="text-gray-600">
              {item ? (
                <>
                  <span className="line-through">
                    {formatMoney(item.price)} ({packText(item.quantity, item.unit)})
                  </span>{' '}
                  →{' '}
                </>
              ) : null}
              <span className="font-semibold text-gray-900">
                {formatMoney(change.price)} ({packText(change.quantity, change.unit)})
              </span>
            </p>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
