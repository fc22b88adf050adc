import type { OrderNote } from '@app/contracts';
import { ORDER_MSG } from '@app/contracts';
import { MessageSquare } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
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

/** The order's notes, oldest first, and a form to add one (an empty note is not sent). */
export function OrderNotes({ notes, dateTime, onAdd, withAuthor }: OrderNotesProps) {
  const id = useId();
  const [note, setNote] = useState('');
  const [author, setAuthor] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (note.trim() === '' || saving) return;
    if (withAuthor && author.trim() === '') {
      setError(ORDER_MSG.guestNeedsName);
      return;
    }
    setSaving(true);
    setError(null);
    try {
      await onAdd(note.trim(), author.trim());
      setNote('');
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setSaving(false);
    }
  };

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
            <Input
              id={`${id}-author`}
              value={author}
              autoComplete="name"
              onChange={(e) => setAuthor(e.target.value)}
              invalid={Boolean(error) && author.trim() === ''}
            />
          </div>
        ) : null}
        <label htmlFor={`${id}-note`} className="block text-sm font-medium text-gray-800">
          Add a note
        </label>
        <Textarea
          id={`${id}-note`}
          value={note}
          rows={3}
          className="min-h-20"
          maxLength={5000}
          onChange={(e) => setNote(e.target.value)}
        />
        {error ? (
          <p role="alert" className="text-sm text-red-600">
            {error}
          </p>
        ) : null}
        <div className="flex justify-end">
          <Button type="submit" loading={saving} disabled={note.trim() === ''}>
            Add note
          </Button>
        </div>
      </form>
    </section>
  );
}
