import { formatQuantity, type LineProposal, lineProposal, type OrderItem, PROPOSAL_MSG } from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { Input, Select } from '../../components/ui/input';
import { errorMessage } from '../../lib/api';
import { formatMoney } from '../../lib/format';

const line = z.object({
  orderItemId: z.number(),
  kind: z.enum(['none', 'out_of_stock', 'substitute', 'price']),
  name: z.string(),
  price: z.string(),
});
type Line = z.infer<typeof line>;

/** A line's form values in the shape the server takes (null for "No change"), not yet checked. */
function rawProposal(l: Line): Record<string, unknown> | null {
  const { orderItemId, kind } = l;
  if (kind === 'none') return null;
  if (kind === 'out_of_stock') return { orderItemId, kind };
  if (kind === 'price') return { orderItemId, kind, price: l.price };
  return { orderItemId, kind, name: l.name, price: l.price };
}

/** Each changed line is checked with the server's own schema; its messages go under the field they are about. */
const formSchema = z.object({ lines: z.array(line) }).superRefine((v, ctx) => {
  const changed = v.lines.map(rawProposal);
  changed.forEach((raw, i) => {
    const parsed = raw ? lineProposal.safeParse(raw) : null;
    for (const issue of parsed?.error?.issues ?? [])
      ctx.addIssue({ code: 'custom', message: issue.message, path: ['lines', i, String(issue.path[0] ?? 'kind')] });
  });
  if (changed.every((raw) => raw === null))
    ctx.addIssue({ code: 'custom', message: PROPOSAL_MSG.none, path: ['lines'] });
});
type FormValues = z.infer<typeof formSchema>;

type ProposeChangesDialogProps = {
  open: boolean;
  items: readonly OrderItem[];
  onClose: () => void;
  onSubmit: (proposals: LineProposal[]) => Promise<unknown>;
};

/** The supplier proposes, per line, out of stock, a substitute (name and price) or a new price. */
export function ProposeChangesDialog({ open, items, onClose, onSubmit }: ProposeChangesDialogProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, reset, control, formState } = useForm<FormValues>({
    resolver: zodResolver(formSchema),
  });
  const lines = useWatch({ control, name: 'lines' }) ?? [];

  useEffect(() => {
    if (!open) return;
    reset({ lines: items.map((i) => ({ orderItemId: i.id, kind: 'none', name: '', price: '' })) });
    setFailure(null);
  }, [open, items, reset]);

  const submit = handleSubmit(async (v) => {
    setFailure(null);
    try {
      await onSubmit(
        v.lines.flatMap((l) => {
          const raw = rawProposal(l);
          return raw ? [lineProposal.parse(raw)] : [];
        }),
      );
      onClose();
    } catch (err) {
      setFailure(errorMessage(err));
    }
  });
  const listError = formState.errors.lines?.root?.message ?? formState.errors.lines?.message;

  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="lg"
      title="Propose changes"
      description="Choose a change for the lines you cannot deliver as ordered. The restaurant accepts or declines each one."
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={formState.isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" form="propose-changes-form" loading={formState.isSubmitting}>
            Send proposal
          </Button>
        </>
      }
    >
      <form id="propose-changes-form" noValidate onSubmit={submit} className="space-y-3">
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        {listError ? <Alert tone="error">{listError}</Alert> : null}
        <ul className="divide-y divide-gray-100 rounded-lg border border-gray-200">
          {items.map((item, i) => {
            const kind = lines[i]?.kind ?? 'none';
            const errors = formState.errors.lines?.[i];
            const per = item.unit ? ` per ${item.unit}` : '';
            return (
              <li key={item.id} className="space-y-3 p-3">
                <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
                  <div className="min-w-0">
                    <p className="font-medium text-gray-900">{item.name}</p>
                    <p className="text-xs text-gray-500">
                      {formatQuantity(item.ordered_quantity)} × {formatQuantity(item.quantity)} {item.unit} @{' '}
                      {formatMoney(item.price)}
                      {per}
                    </p>
                  </div>
                  <Select
                    aria-label={`Change to ${item.name}`}
                    className="w-full sm:w-44"
                    {...register(`lines.${i}.kind`)}
                  >
                    <option value="none">No change</option>
                    <option value="out_of_stock">Out of stock</option>
                    <option value="substitute">Substitute</option>
                    <option value="price">New price</option>
                  </Select>
                </div>
                {kind === 'substitute' || kind === 'price' ? (
                  <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_10rem]">
                    {kind === 'substitute' ? (
                      <Field label={`Substitute for ${item.name}`} error={errors?.name?.message}>
                        {(c) => <Input {...c} maxLength={200} {...register(`lines.${i}.name`)} />}
                      </Field>
                    ) : (
                      <div className="hidden sm:block" />
                    )}
                    <Field label={`Price${per}`} error={errors?.price?.message}>
                      {(c) => (
                        <Input
                          {...c}
                          inputMode="decimal"
                          aria-label={`${kind === 'substitute' ? 'Substitute price' : 'New price'} for ${item.name}`}
                          {...register(`lines.${i}.price`)}
                        />
                      )}
                    </Field>
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
      </form>
    </Dialog>
  );
}
