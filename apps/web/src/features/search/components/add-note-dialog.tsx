import { type FormEvent, useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Textarea } from '../../../components/ui/input';
import { toast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api';
import { useAddNote } from '../api';
import type { SearchItem } from '../types';

const EMPTY_NOTE = 'Please enter a note';

/** Adds an item audit note (spec section 3) to the offer; notes are listed on /ItemAudit. */
export function AddNoteDialog({ item, onClose }: { item: SearchItem | null; onClose: () => void }) {
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  const add = useAddNote();
  useEffect(() => {
    if (item) {
      setNote('');
      setError(undefined);
    }
  }, [item]);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!item) return;
    if (!note.trim()) {
      setError(EMPTY_NOTE);
      return;
    }
    try {
      await add.mutateAsync({ item_id: item.item_id, item_price_id: item.item_price_id, note: note.trim() });
      toast.success('Note added', { description: item.name });
      onClose();
    } catch (err) {
      setError(
        err instanceof ApiError && err.status < 500 ? err.message : 'The note could not be saved. Please try again.',
      );
    }
  };
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
        <Field label="Note" error={error} hint="Your team sees notes on the Item audit page.">
          {(a) => (
            <Textarea
              {...a}
              data-autofocus
              value={note}
              maxLength={5000}
              onChange={(e) => {
                setNote(e.target.value);
                if (error) setError(undefined);
              }}
            />
          )}
        </Field>
      </form>
    </Dialog>
  );
}
