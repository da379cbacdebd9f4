// A finding shown at its control (the CLI's message in the studio language, with its pointer's severity).
import type { Finding } from '@/lib/preset-check/findings';
import { findingText } from './finding-words';
import { useStudioT } from './studio-i18n';

export const errorsAt = (findings: readonly Finding[], pointer: string, exact = false) =>
  findings.filter((f) => f.pointer === pointer || (!exact && f.pointer.startsWith(`${pointer}/`)));

export function FieldError({ findings, pointer, exact = false }: { findings: readonly Finding[]; pointer: string; exact?: boolean }) {
  const { t, i18n } = useStudioT();
  const found = errorsAt(findings, pointer, exact);
  if (found.length === 0) return null;
  return (
    <ul className="field-errors" role="list">
      {found.map((f) => (
        <li key={f.pointer + f.message} style={{ color: f.severity === 'error' ? '#a4000f' : '#6b4f00' }}>
          {f.severity === 'error' ? '' : `${t('list.warning')} `}
          {f.pointer !== pointer ? <code>{f.pointer.slice(pointer.length + 1)}</code> : null} {findingText(t, i18n.language, { ...f, severity: 'error' })}
        </li>
      ))}
    </ul>
  );
}
