import type { ReactNode } from 'react';

type SettingsPanelProps = { title: string; description?: ReactNode; children: ReactNode; footer?: ReactNode };

/** A card holding one settings tab's content. */
export function SettingsPanel({ title, description, children, footer }: SettingsPanelProps) {
  return (
    <section className="rounded-xl border border-gray-200 bg-white shadow-xs">
      <div className="border-b border-gray-100 px-5 py-4 sm:px-6">
        <h2 className="text-base font-semibold text-gray-900">{title}</h2>
        {description ? <p className="mt-0.5 text-sm text-gray-600">{description}</p> : null}
      </div>
      <div className="px-5 py-5 sm:px-6">{children}</div>
      {footer ? (
        <div className="flex justify-end gap-2 rounded-b-xl border-t border-gray-100 bg-gray-50 px-5 py-3 sm:px-6">
          {footer}
        </div>
      ) : null}
    </section>
  );
}
