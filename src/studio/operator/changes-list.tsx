// A list of differences between two configs, one line per JSON pointer (as `preset diff` prints);
// named lists are compared by identity, so a moved block is one line.
import type { DiffEntry } from '@/lib/preset-check/diff';
import { useStudioT, type StudioT } from '../studio-i18n';

const show = (value: unknown) => {
  const text = JSON.stringify(value) ?? 'nothing';
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
};

function describe(c: DiffEntry, t: StudioT): string {
  if (c.change === 'added') return t('changes.added', { value: show(c.to) });
  if (c.change === 'removed') return t('changes.removed', { value: show(c.from) });
  if (c.change === 'moved') return t('changes.moved', { from: String(c.from), to: String(c.to) });
  return `${show(c.from)} → ${show(c.to)}`;
}

export function ChangesList({ label, changes }: { label: string; changes: readonly DiffEntry[] }) {
  const { t } = useStudioT();
  if (changes.length === 0) return <p>{t('changes.none')}</p>;
  return (
    <ul aria-label={label}>
      {changes.slice(0, 200).map((c) => (
        <li key={`${c.change} ${c.pointer}`}>
          <code>{c.pointer}</code> {describe(c, t)}
        </li>
      ))}
      {changes.length > 200 ? <li>{t('changes.more', { count: changes.length - 200 })}</li> : null}
    </ul>
  );
}
