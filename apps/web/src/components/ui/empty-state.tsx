import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

type EmptyStateProps = { icon?: LucideIcon; title: string; description?: ReactNode; action?: ReactNode };

/** What a list or page shows when it has nothing to show. */
export function EmptyState({ icon: Icon, title, description, action }: EmptyStateProps) {
  return (
    <div className="flex flex-col items-center justify-center rounded-xl border border-dashed border-gray-300 bg-white px-6 py-12 text-center">
      {Icon ? (
        <div className="mb-3 rounded-full bg-gray-100 p-3 text-gray-500">
          <Icon className="size-6" aria-hidden="true" />
        </div>
      ) : null}
      <p className="text-base font-medium text-gray-900">{title}</p>
      {description ? <div className="mt-1 max-w-md text-sm text-gray-600">{description}</div> : null}
      {action ? <div className="mt-4">{action}</div> : null}
    </div>
  );
}
