import { itemNotePutBody } from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Textarea } from '../../../components/ui/input';
import { toast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api';
import { useAddNote } from '../api';
import type { SearchItem } from '../types';

const noteForm = z.object({ note: itemNotePutBody.shape.note });

/** Adds an item audit note (spec section 3) to the offer; notes are listed on /ItemAudit. */
export function AddNoteDialog({ item, onClose }: { item: SearchItem | null; onClose: () => void }) {
  const add = useAddNote();
  const { register, handleSubmit, reset, setError, formState } = useForm({
    resolver: zodResolver(noteForm),
    defaultValues: { note: '' },
  });
  useEffect(() => {
    if (item) reset({ note: '' });
  }, [item, reset]);
  const submit = handleSubmit(async ({ note }) => {
    if (!item) return;
    try {
      await add.mutateAsync({ item_id: item.item_id, item_price_id: item.item_price_id, note });
      toast.success('Note added', { description: item.name });
      onClose();
    } catch (err) {
      const message =
        err instanceof ApiError && err.status < 500 ? err.message : 'The note could not be saved. Please try again.';
      setError('note', { message });
    }
  });
  return (
    <Dialog
      open={item !== null}
      onClose={onClose}
      title="Add note"
      description={item ? `${item.name} · ${item.supplier} · ${item.item_code}` : undefined}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="item-note-form" loading={add.isPending}>
            Save note
          </Button>
        </>
      }
    >
      <form id="item-note-form" noValidate onSubmit={submit}>
        <Field label="Note" error={formState.errors.note?.message} hint="Your team sees notes on the Item audit page.">
          {(a) => <Textarea {...a} data-autofocus maxLength={5000} {...register('note')} />}
        </Field>
      </form>
    </Dialog>
  );
}
