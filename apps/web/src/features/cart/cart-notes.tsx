import { zodResolver } from '@hookform/resolvers/zod';
import { MessageSquarePlus } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { type CartNote, useCart } from '../../lib/cart-store';

/** A note for the supplier (an empty one is not added). */
const cartNoteForm = z.object({ note: z.string().trim().min(1).max(1000) });

type CartNotesProps = { supplierId: number; userId: number; notes: readonly CartNote[]; time: (iso: string) => string };

/** Notes sent with this supplier's order; an empty note is not added. */
export function CartNotes({ supplierId, userId, notes, time }: CartNotesProps) {
  const id = useId();
  const addNote = useCart((s) => s.addNote);
  const { register, handleSubmit, reset, watch } = useForm({
    resolver: zodResolver(cartNoteForm),
    defaultValues: { note: '' },
  });
  const submit = handleSubmit(({ note }) => {
    addNote(supplierId, userId, note);
    reset();
  });
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-2">
      <h3 id={`${id}-title`} className="text-sm font-semibold text-gray-900">
        Notes
      </h3>
      {notes.length > 0 ? (
        <ul aria-label="Notes for this order" className="space-y-1.5">
          {notes.map((n) => (
            <li key={`${n.created}-${n.note}`} className="rounded-lg bg-gray-50 px-3 py-2 text-sm">
              <p className="break-words whitespace-pre-wrap text-gray-900">{n.note}</p>
              <p className="text-xs text-gray-500">{time(n.created)}</p>
            </li>
          ))}
        </ul>
      ) : null}
      <form onSubmit={submit} className="flex gap-2">
        <label htmlFor={`${id}-note`} className="sr-only">
          Note for the supplier
        </label>
        <Input id={`${id}-note`} placeholder="Add a note" maxLength={1000} {...register('note')} />
        <Button type="submit" variant="secondary" disabled={watch('note').trim() === ''}>
          <MessageSquarePlus className="size-4" aria-hidden="true" />
          Add
        </Button>
      </form>
    </section>
  );
}
