import { ITEM_MSG, LIMITS } from '@app/contracts';
import { PackageSearch, Search } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Pager } from '../../../components/ui/pager';
import { PageSpinner } from '../../../components/ui/spinner';
import { groupOffers, type OfferGroup, pageGroups } from '../grouping';
import type { SearchScope } from '../scope';
import type { SearchItem } from '../types';
import type { RowActions } from './item-row';
import { ResultsList } from './results-list';

type SearchResultsProps = {
  state: 'prompt' | 'loading' | 'error' | 'ready';
  items: readonly SearchItem[];
  /** Changes whenever the search changes; paging restarts at page 1. */
  searchKey: string;
  emptyTitle: string;
  emptyHint?: string;
  emptyAction?: { label: string; onClick: () => void };
  scope: SearchScope;
  actions: RowActions;
  onRetry: () => void;
};

/** The prompt, the empty state, or the results in pages of 50 with Previous and Next. */
export function SearchResults(props: SearchResultsProps) {
  const { state, items, searchKey, scope, actions } = props;
  const pages = useMemo(() => pageGroups(groupOffers(items), LIMITS.pageSizeSearch), [items]);
  const [paging, setPaging] = useState({ key: searchKey, page: 0 });
  const page = paging.key === searchKey ? Math.min(paging.page, Math.max(0, pages.length - 1)) : 0;

  if (state === 'prompt') {
    return (
      <EmptyState
        icon={Search}
        title={ITEM_MSG.searchPrompt}
        description="Type at least 3 letters of an item name or code, or choose a supplier or a category."
      />
    );
  }
  if (state === 'loading') return <PageSpinner label="Searching" />;
  if (state === 'error') {
    return (
      <div className="space-y-3">
        <Alert tone="error" title="The items could not be loaded">
          Check your connection and try again.
        </Alert>
        <Button variant="secondary" onClick={props.onRetry}>
          Try again
        </Button>
      </div>
    );
  }
  if (items.length === 0) {
    return (
      <EmptyState
        icon={PackageSearch}
        title={props.emptyTitle}
        description={props.emptyHint}
        action={
          props.emptyAction ? (
            <Button variant="secondary" onClick={props.emptyAction.onClick}>
              {props.emptyAction.label}
            </Button>
          ) : undefined
        }
      />
    );
  }
  const current = pages[page] ?? [];
  const rows = (groups: readonly OfferGroup[]) => groups.reduce((m, g) => m + g.items.length + g.similar.length, 0);
  const first = pages.slice(0, page).reduce((n, p) => n + rows(p), 0);
  const shown = rows(current);
  const goTo = (next: number) => {
    setPaging({ key: searchKey, page: next });
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };
  return (
    <div>
      <ResultsList label="Search results" groups={current} scope={scope} actions={actions} />
      <Pager
        label="Result pages"
        page={page}
        pageCount={pages.length}
        onPage={goTo}
        summary={pages.length > 1 ? `Items ${first + 1}–${first + shown} of ${items.length}` : undefined}
      />
    </div>
  );
}
