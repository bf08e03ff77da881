import type { ReactNode } from 'react';

/** What a list shows when it has nothing to show. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div
      className="rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center"
      data-testid="empty-state"
    >
      <p className="font-semibold text-slate-800">{title}</p>
      {children && <div className="mt-2 text-slate-600">{children}</div>}
    </div>
  );
}
