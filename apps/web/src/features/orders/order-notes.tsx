import { notePutBody, ORDER_MSG, type OrderNote, orderUpdateGetBody } from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { MessageSquare } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../components/ui/button';
import { Input, Textarea } from '../../components/ui/input';
import { errorMessage } from '../../lib/api';

type OrderNotesProps = {
  notes: readonly OrderNote[];
  dateTime: (v: string) => string;
  onAdd: (note: string, author: string) => Promise<unknown>;
  /** Guests give a name or an email with their note. */
  withAuthor?: boolean;
};

const author = orderUpdateGetBody.shape.author.unwrap();
const noteForm = z.object({ note: notePutBody.shape.note, author });
/** Guests give a name or an email with their note. */
const guestNoteForm = noteForm.extend({ author: z.string().trim().min(1, ORDER_MSG.guestNeedsName).pipe(author) });

/** The order's notes, oldest first, and a form to add one (an empty note is not sent). */
export function OrderNotes({ notes, dateTime, onAdd, withAuthor }: OrderNotesProps) {
  const id = useId();
  const { register, handleSubmit, resetField, setError, watch, formState } = useForm({
    resolver: zodResolver(withAuthor ? guestNoteForm : noteForm),
    defaultValues: { note: '', author: '' },
  });
  const { errors, isSubmitting } = formState;
  const error = errors.author?.message ?? errors.note?.message ?? errors.root?.message;
  const empty = watch('note').trim() === '';

  const submit = handleSubmit(async (v) => {
    try {
      await onAdd(v.note, v.author);
      resetField('note');
    } catch (err) {
      setError('root', { message: errorMessage(err) });
    }
  });

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-xl border border-gray-200 bg-white shadow-xs">
      <h2 id={`${id}-title`} className="border-b border-gray-200 px-4 py-3 text-base font-semibold text-gray-900">
        Notes
      </h2>
      {notes.length === 0 ? (
        <p className="px-4 py-3 text-sm text-gray-500">No notes yet.</p>
      ) : (
        <ul aria-label="Order notes" className="divide-y divide-gray-100">
          {notes.map((n) => (
            <li key={n.id} className="flex gap-3 px-4 py-3 text-sm">
              <MessageSquare className="mt-0.5 size-4 shrink-0 text-gray-400" aria-hidden="true" />
              <div className="min-w-0">
                <p className="break-words whitespace-pre-wrap text-gray-900">{n.note}</p>
                <p className="mt-0.5 text-xs text-gray-500">
                  {[n.author, dateTime(n.created)].filter(Boolean).join(' · ')}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={submit} className="space-y-2 border-t border-gray-200 px-4 py-3" noValidate>
        {withAuthor ? (
          <div>
            <label htmlFor={`${id}-author`} className="mb-1 block text-sm font-medium text-gray-800">
              Your name or email
            </label>
            <Input id={`${id}-author`} autoComplete="name" invalid={Boolean(errors.author)} {...register('author')} />
          </div>
        ) : null}
        <label htmlFor={`${id}-note`} className="block text-sm font-medium text-gray-800">
          Add a note
        </label>
        <Textarea id={`${id}-note`} rows={3} className="min-h-20" maxLength={5000} {...register('note')} />
        {error ? (
          <p role="alert" className="text-sm text-red-600">
            {error}
          </p>
        ) : null}
        <div className="flex justify-end">
          <Button type="submit" loading={isSubmitting} disabled={empty}>
            Add note
          </Button>
        </div>
      </form>
    </section>
  );
}
