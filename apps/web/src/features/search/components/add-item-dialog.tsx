import { ITEM_CATEGORIES, ITEM_MSG, LIMITS } from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Input, Select } from '../../../components/ui/input';
import type { ConnectedSupplier } from '../../suppliers/suppliers-api';
import {
  type AddItemFormOutput,
  type AddItemFormValues,
  addItemErrors,
  addItemFormSchema,
  EMPTY_ADD_ITEM,
} from '../add-item-form';
import { useAddItem } from '../api';
import { type SearchScope, scopeBody } from '../scope';

type AddItemDialogProps = {
  open: boolean;
  onClose: () => void;
  scope: SearchScope;
  suppliers: readonly ConnectedSupplier[];
  defaultSupplierId?: number | null;
};

/** Adds an item by hand (spec 3, New item); success shows 'Item has been added' and closes after 3 seconds. */
export function AddItemDialog({ open, onClose, scope, suppliers, defaultSupplierId }: AddItemDialogProps) {
  const add = useAddItem();
  const [added, setAdded] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const own = scope.ownSupplier;
  const ownId = own?.id;
  const { register, handleSubmit, reset, setError, formState } = useForm<AddItemFormValues, unknown, AddItemFormOutput>(
    {
      resolver: zodResolver(addItemFormSchema),
      defaultValues: EMPTY_ADD_ITEM,
    },
  );
  const { errors, isSubmitting } = formState;

  useEffect(() => {
    if (!open) return;
    setAdded(false);
    setFormError(null);
    const supplierId = ownId ? String(ownId) : defaultSupplierId ? String(defaultSupplierId) : '';
    reset({ ...EMPTY_ADD_ITEM, supplierId });
  }, [open, ownId, defaultSupplierId, reset]);

  useEffect(() => {
    if (!added) return;
    const timer = setTimeout(onClose, LIMITS.dialogAutoCloseMs);
    return () => clearTimeout(timer);
  }, [added, onClose]);

  const onSubmit = handleSubmit(async (v) => {
    setFormError(null);
    const supplierId = Number(v.supplierId);
    const supplierName = own?.name ?? suppliers.find((s) => s.id === supplierId)?.name ?? '';
    try {
      await add.mutateAsync({
        supplierName,
        supplierId,
        name: v.name,
        category: v.category,
        itemCode: v.itemCode,
        price: v.price,
        quantity: v.quantity,
        unit: v.unit,
        ...(v.pack ? { pack: v.pack } : {}),
        ...scopeBody(scope),
      });
      setAdded(true);
    } catch (err) {
      const { fields, form } = addItemErrors(err);
      for (const [name, message] of Object.entries(fields)) {
        setError(name as keyof AddItemFormValues, { message }, { shouldFocus: true });
      }
      if (form) setFormError(form);
    }
  });

  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="lg"
      title="Add Item"
      description={
        own
          ? 'Add an item to your catalogue.'
          : 'Add an item you buy from one of your suppliers. It goes into your order guide.'
      }
      footer={
        added ? (
          <Button onClick={onClose}>Close</Button>
        ) : (
          <>
            <Button variant="secondary" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" form="add-item-form" loading={isSubmitting}>
              Add item
            </Button>
          </>
        )
      }
    >
      <form id="add-item-form" noValidate onSubmit={onSubmit}>
        <fieldset disabled={added} className="grid gap-4 sm:grid-cols-2">
          {added ? (
            <div className="sm:col-span-2">
              <Alert tone="success" title={ITEM_MSG.added} />
            </div>
          ) : null}
          {formError ? (
            <div className="sm:col-span-2">
              <Alert tone="error">{formError}</Alert>
            </div>
          ) : null}
          <Field label="Supplier" error={errors.supplierId?.message} className="sm:col-span-2">
            {(a) =>
              own ? (
                <Input {...a} value={own.name} readOnly />
              ) : (
                <Select {...a} data-autofocus {...register('supplierId')}>
                  <option value="">Select a supplier</option>
                  {suppliers.map((s) => (
                    <option key={s.id} value={s.id}>
                      {s.name}
                    </option>
                  ))}
                </Select>
              )
            }
          </Field>
          <Field label="Item description" error={errors.name?.message} className="sm:col-span-2">
            {(a) => <Input {...a} data-autofocus={own ? true : undefined} {...register('name')} />}
          </Field>
          <Field label="Category" error={errors.category?.message}>
            {(a) => (
              <Select {...a} {...register('category')}>
                <option value="">Select a category</option>
                {ITEM_CATEGORIES.map((c) => (
                  <option key={c} value={c}>
                    {c}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field label="Item code" error={errors.itemCode?.message}>
            {(a) => <Input {...a} autoComplete="off" {...register('itemCode')} />}
          </Field>
          <Field label="Price" hint="Per unit, in dollars" error={errors.price?.message}>
            {(a) => <Input {...a} type="number" inputMode="decimal" step="0.00001" min={0} {...register('price')} />}
          </Field>
          <Field label="Pack size" hint="Units in one pack" error={errors.quantity?.message}>
            {(a) => <Input {...a} type="number" inputMode="decimal" min={0} step="any" {...register('quantity')} />}
          </Field>
          <Field label="Unit" hint="e.g. CS, LB, KG, EA" error={errors.unit?.message}>
            {(a) => <Input {...a} autoComplete="off" {...register('unit')} />}
          </Field>
          <Field label="Pack (optional)" hint="As printed, e.g. 4x5 LB" error={errors.pack?.message}>
            {(a) => <Input {...a} autoComplete="off" {...register('pack')} />}
          </Field>
        </fieldset>
      </form>
    </Dialog>
  );
}
