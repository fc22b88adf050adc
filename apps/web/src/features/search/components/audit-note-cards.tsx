import type { ItemNote } from '@app/contracts';

export const noteAuthor = (n: ItemNote) => `${n.first_name ?? ''} ${n.last_name ?? ''}`.trim() || '—';

/** Item audit notes as cards, for narrow screens. */
export function AuditNoteCards({ notes, date }: { notes: readonly ItemNote[]; date: (value: string) => string }) {
  return (
    <ul aria-label="Item audit notes" className="space-y-3">
      {notes.map((n) => (
        <li key={n.id} className="rounded-xl border border-gray-200 bg-white p-4 shadow-xs">
          <p className="flex flex-wrap items-baseline justify-between gap-x-3 text-xs text-gray-500">
            <span className="tabular-nums">{date(n.created)}</span>
            <span>{noteAuthor(n)}</span>
          </p>
          <p className="mt-1 font-medium text-gray-900">{n.name}</p>
          <p className="text-sm text-gray-600">
            <span className="font-mono text-xs">{n.item_code}</span> · {n.supplier}
          </p>
          <p className="mt-2 text-sm whitespace-pre-line text-gray-800">{n.note}</p>
        </li>
      ))}
    </ul>
  );
}
