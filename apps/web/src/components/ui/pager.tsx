import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from './button';

type PagerProps = {
  label: string;
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  /** e.g. 'Items 51–100 of 180'. */
  summary?: string;
};

/** Previous / Next paging for a list that is not a DataTable. `page` counts from 0. */
export function Pager({ label, page, pageCount, onPage, summary }: PagerProps) {
  if (pageCount <= 1) return summary ? <p className="px-1 py-3 text-sm text-gray-600">{summary}</p> : null;
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-3 py-3 text-sm text-gray-600">
      <span>
        Page {page + 1} of {pageCount}
        {summary ? <span className="text-gray-500"> · {summary}</span> : null}
      </span>
      <div className="flex gap-2">
        <Button variant="secondary" size="sm" onClick={() => onPage(page - 1)} disabled={page <= 0}>
          <ChevronLeft className="-ml-1 size-4" aria-hidden="true" />
          Previous
        </Button>
        <Button variant="secondary" size="sm" onClick={() => onPage(page + 1)} disabled={page >= pageCount - 1}>
          Next
          <ChevronRight className="-mr-1 size-4" aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
