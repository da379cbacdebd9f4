// A collapsed part of an editor (a block's props, a field's settings) that opens by itself when a
// problem appears in it, and otherwise stays as the operator left it (they may close it anyway).
import { useState, type ReactNode } from 'react';
import { useStudioT } from './studio-i18n';

export function Disclosure({ summary, problems, defaultOpen = false, children }: { summary: string; problems: number; defaultOpen?: boolean; children: ReactNode }) {
  const { t } = useStudioT();
  const [open, setOpen] = useState(defaultOpen || problems > 0);
  const [hadProblems, setHadProblems] = useState(problems > 0);
  if (problems > 0 !== hadProblems) {
    setHadProblems(problems > 0);
    if (problems > 0) setOpen(true);
  }
  return (
    <details open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>
        {summary}
        {problems > 0 ? ` ${t('list.problems', { count: problems })}` : ''}
      </summary>
      {children}
    </details>
  );
}
