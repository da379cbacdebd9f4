import { fillBootText, type BootTexts } from '@/lib/i18n/boot-error-texts';
import { intlLocale, type Language } from '@/lib/i18n/languages';

/** `texts`: the screen's words in `language` (`loadBootTexts`). */
type Props = { title: string; problems: string[]; onRetry?: () => void; language: Language; texts: BootTexts };

/** Shown when the deployment itself is broken (no usable portal.config.json, backend unreachable). */
export function BootError({ title, problems, onRetry, language, texts }: Props) {
  return (
    <main
      lang={intlLocale(language)}
      style={{ maxWidth: 640, margin: '10vh auto', padding: 24, fontFamily: 'system-ui, sans-serif', color: '#1a1a1a' }}
    >
      <h1 style={{ fontSize: 24 }}>{fillBootText(texts, 'heading')}</h1>
      <p role="alert">{title}</p>
      {problems.length > 0 ? (
        <ul>
          {problems.map((problem) => (
            <li key={problem}>
              <code>{problem}</code>
            </li>
          ))}
        </ul>
      ) : null}
      {onRetry ? (
        <button type="button" onClick={onRetry} style={{ padding: '10px 20px', fontSize: 16 }}>
          {fillBootText(texts, 'retry')}
        </button>
      ) : null}
    </main>
  );
}
