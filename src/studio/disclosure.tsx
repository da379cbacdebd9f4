// A collapsed part of an editor (a block's props, a field's settings) that opens by itself while it
// holds a problem, and stays as the operator left it once the problem is fixed.
import { useState, type ReactNode } from 'react';

export function Disclosure({ summary, problems, defaultOpen = false, children }: { summary: string; problems: number; defaultOpen?: boolean; children: ReactNode }) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <details open={open || problems > 0} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>
        {summary}
        {problems > 0 ? ` (${problems} problem${problems === 1 ? '' : 's'})` : ''}
      </summary>
      {children}
    </details>
  );
}
