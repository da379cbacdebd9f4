// A list of differences between two configs, one line per JSON pointer (as `preset diff` prints).
import type { DiffEntry } from '@/lib/preset-check/diff';
import { useStudioT } from '../studio-i18n';

const show = (value: unknown) => {
  const text = JSON.stringify(value) ?? 'nothing';
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
};

export function ChangesList({ label, changes }: { label: string; changes: readonly DiffEntry[] }) {
  const { t } = useStudioT();
  if (changes.length === 0) return <p>{t('changes.none')}</p>;
  return (
    <ul aria-label={label}>
      {changes.slice(0, 200).map((c) => (
        <li key={c.pointer}>
          <code>{c.pointer}</code> {c.change === 'added' ? t('changes.added', { value: show(c.to) }) : c.change === 'removed' ? t('changes.removed', { value: show(c.from) }) : `${show(c.from)} → ${show(c.to)}`}
        </li>
      ))}
      {changes.length > 200 ? <li>{t('changes.more', { count: changes.length - 200 })}</li> : null}
    </ul>
  );
}
