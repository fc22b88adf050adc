import { RefreshCw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { updatedLabel } from '../order-guide-cache';

/** 'Updated N min ago' for the cached order guide, with a Refresh button. */
export function OrderGuideStatus({
  updatedAt,
  refreshing,
  onRefresh,
}: {
  updatedAt: number;
  refreshing: boolean;
  onRefresh: () => void;
}) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, [updatedAt]);
  return (
    <div className="flex items-center gap-2 text-sm text-gray-600">
      {updatedAt > 0 ? <span aria-live="polite">{updatedLabel(updatedAt, now)}</span> : null}
      <Button variant="ghost" size="sm" onClick={onRefresh} disabled={refreshing} aria-label="Refresh order guide">
        <RefreshCw className={refreshing ? 'size-4 animate-spin' : 'size-4'} aria-hidden="true" />
        Refresh
      </Button>
    </div>
  );
}
