// A list of differences between two configs, one line per JSON pointer (as `preset diff` prints).
import type { DiffEntry } from '@/lib/preset-check/diff';

const show = (value: unknown) => {
  const text = JSON.stringify(value) ?? 'nothing';
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
};

export function ChangesList({ label, changes }: { label: string; changes: readonly DiffEntry[] }) {
  if (changes.length === 0) return <p>No differences.</p>;
  return (
    <ul aria-label={label}>
      {changes.slice(0, 200).map((c) => (
        <li key={c.pointer}>
          <code>{c.pointer}</code> {c.change === 'added' ? `added ${show(c.to)}` : c.change === 'removed' ? `removed (was ${show(c.from)})` : `${show(c.from)} → ${show(c.to)}`}
        </li>
      ))}
      {changes.length > 200 ? <li>… and {changes.length - 200} more</li> : null}
    </ul>
  );
}
