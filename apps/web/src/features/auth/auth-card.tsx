import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../components/ui/page-header';

type AuthCardProps = { title: string; description?: ReactNode; children: ReactNode; footer?: ReactNode };

/** The centred card the sign-in, confirmation and password screens sit in. */
export function AuthCard({ title, description, children, footer }: AuthCardProps) {
  useDocumentTitle(title);
  return (
    <div className="mx-auto w-full max-w-md">
      <div className="rounded-2xl border border-gray-200 bg-white px-6 py-8 shadow-sm sm:px-8">
        <h1 className="text-2xl font-semibold tracking-tight text-gray-900">{title}</h1>
        {description ? <div className="mt-1.5 text-sm text-gray-600">{description}</div> : null}
        <div className="mt-6">{children}</div>
      </div>
      {footer ? <div className="mt-6 text-center text-sm text-gray-600">{footer}</div> : null}
    </div>
  );
}
