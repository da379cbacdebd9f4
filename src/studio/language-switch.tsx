// The studio's language (its own texts only; the channel being edited keeps its languages).
import type { Language } from '@/lib/i18n/languages';
import { languageNames, setStudioLanguage, studioLanguages, useStudioT } from './studio-i18n';

export function StudioLanguageSwitch() {
  const { t, i18n } = useStudioT();
  return (
    <label>
      {t('header.language')}{' '}
      <select value={i18n.language} onChange={(e) => void setStudioLanguage(e.target.value as Language)}>
        {studioLanguages.map((code) => (
          <option key={code} value={code} lang={code.replace('_', '-')}>
            {languageNames[code]}
          </option>
        ))}
      </select>
    </label>
  );
}
