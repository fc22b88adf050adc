import { type ITEM_CATEGORIES, ITEM_MSG, LIMITS, toNumber } from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { ApiError } from '../../lib/api';
import { useAddItem } from '../search/api';
import { ItemFields } from './item-fields';
import { type AddItemFormValues, addItemFormSchema, EMPTY_ITEM } from './item-schema';

type CatalogueItemDialogProps = { open: boolean; onClose: () => void; supplierName: string };

/** A message the server gave for a refused item (validation, duplicate code); null for other failures. */
export function refusal(err: unknown): string | null {
  if (err instanceof ApiError && [400, 404, 409].includes(err.status)) return err.message;
  return null;
}

/** Add item (spec 5): the spec's messages; 'Item has been added', then the dialog closes after 3 seconds. */
export function AddCatalogueItemDialog({ open, onClose, supplierName }: CatalogueItemDialogProps) {
  const add = useAddItem();
  const [added, setAdded] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, reset, formState } = useForm<AddItemFormValues>({
    resolver: zodResolver(addItemFormSchema),
    defaultValues: { ...EMPTY_ITEM, supplierName },
  });

  useEffect(() => {
    if (!open) return;
    reset({ ...EMPTY_ITEM, supplierName });
    setAdded(false);
    setFailure(null);
  }, [open, reset, supplierName]);

  useEffect(() => {
    if (!added) return;
    const timer = setTimeout(onClose, LIMITS.dialogAutoCloseMs);
    return () => clearTimeout(timer);
  }, [added, onClose]);

  const onSubmit = handleSubmit(async (v) => {
    setFailure(null);
    try {
      await add.mutateAsync({
        supplierName: v.supplierName.trim(),
        name: v.name.trim(),
        category: v.category as (typeof ITEM_CATEGORIES)[number],
        itemCode: v.itemCode.trim(),
        price: toNumber(v.price),
        quantity: toNumber(v.quantity),
        unit: v.unit.trim(),
        pack: v.pack.trim() || undefined,
      });
      setAdded(true);
    } catch (err) {
      const message = refusal(err);
      setFailure(message ?? 'The item could not be added. Please try again.');
    }
  });

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Add item"
      description={added ? undefined : 'Restaurants connected to you will find it in their search.'}
      size="lg"
      footer={
        added ? (
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
        ) : (
          <>
            <Button variant="secondary" onClick={onClose} disabled={add.isPending}>
              Cancel
            </Button>
            <Button type="submit" form="add-item-form" loading={add.isPending}>
              Add item
            </Button>
          </>
        )
      }
    >
      {added ? (
        <Alert tone="success" title={ITEM_MSG.added}>
          This window closes in a few seconds.
        </Alert>
      ) : (
        <form id="add-item-form" noValidate onSubmit={onSubmit} className="space-y-4">
          {failure ? <Alert tone="error">{failure}</Alert> : null}
          <Field label="Supplier" required error={formState.errors.supplierName?.message}>
            {(a) => <Input {...a} readOnly {...register('supplierName')} />}
          </Field>
          <ItemFields register={register} errors={formState.errors} mode="add" disabled={add.isPending} />
        </form>
      )}
    </Dialog>
  );
}
