import { formatQuantity } from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { toast } from '../../components/ui/toast';
import { refusal } from './add-item-dialog';
import { ItemFields } from './item-fields';
import { changedFields, type EditItemFormValues, editItemFormSchema } from './item-schema';
import { type CatalogueItem, type ItemChanges, useUpdateItem } from './items-api';

function valuesOf(item: CatalogueItem): EditItemFormValues {
  return {
    name: item.name,
    category: item.category ?? 'None',
    itemCode: item.item_code,
    unit: item.unit,
    pack: item.pack ?? '',
    price: formatQuantity(item.price),
    quantity: formatQuantity(item.quantity),
  };
}

type EditItemDialogProps = { item: CatalogueItem | null; onClose: () => void };

/** Edits an item of the catalogue; a changed price or pack size is added to its price history. */
export function EditItemDialog({ item, onClose }: EditItemDialogProps) {
  const update = useUpdateItem();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, reset, formState } = useForm<EditItemFormValues>({
    resolver: zodResolver(editItemFormSchema),
  });

  useEffect(() => {
    if (!item) return;
    reset(valuesOf(item));
    setFailure(null);
  }, [item, reset]);

  const onSubmit = handleSubmit(async (v) => {
    if (!item) return;
    const changes: ItemChanges = changedFields(valuesOf(item), v);
    if (Object.keys(changes).length === 0) {
      onClose();
      return;
    }
    setFailure(null);
    try {
      await update.mutateAsync({ itemId: item.item_id, changes });
      toast.success(`${v.name.trim()} has been updated`);
      onClose();
    } catch (err) {
      setFailure(refusal(err) ?? 'The item could not be saved. Please try again.');
    }
  });

  return (
    <Dialog
      open={item !== null}
      onClose={onClose}
      title="Edit item"
      description={item ? `${item.name} · ${item.item_code}` : undefined}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={update.isPending}>
            Cancel
          </Button>
          <Button type="submit" form="edit-item-form" loading={update.isPending} disabled={!formState.isDirty}>
            Save changes
          </Button>
        </>
      }
    >
      <form id="edit-item-form" noValidate onSubmit={onSubmit} className="space-y-4">
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        <ItemFields register={register} errors={formState.errors} mode="edit" disabled={update.isPending} />
        <p className="text-sm text-gray-600">
          A new price or pack size applies to new orders; restaurants see the change in their price history.
        </p>
      </form>
    </Dialog>
  );
}
