// A list of differences between two configs in the operator's words and language (change-words.ts):
// one line per thing that changed, each said whole; named lists are compared by identity, so a moved
// block is one line.
import type { BuiltPreset } from '@/lib/preset-check/built-preset';
import type { DiffEntry } from '@/lib/preset-check/diff';
import { changeWords } from '../change-words';
import { useStudioT } from '../studio-i18n';

const SHOWN = 200;

/** `before` and `after` are the two configs compared: they name the pages, routes and blocks a change is about. */
export function ChangesList({ label, changes, before, after }: { label: string; changes: readonly DiffEntry[]; before: BuiltPreset; after: BuiltPreset }) {
  const { t, i18n } = useStudioT();
  if (changes.length === 0) return <p>{t('changes.none')}</p>;
  const lines = changeWords(t, i18n.language, before, after)(changes);
  return (
    <ul aria-label={label}>
      {lines.slice(0, SHOWN).map((line, i) => (
        <li key={i}>{line}</li>
      ))}
      {lines.length > SHOWN ? <li>{t('changes.more', { count: lines.length - SHOWN })}</li> : null}
    </ul>
  );
}
