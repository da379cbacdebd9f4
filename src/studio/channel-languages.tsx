// The channel's languages, in one place: the channel language (general.json GENERAL.lang, what the
// portal reads) chosen among the preset's `languages`, a language added (its missing texts are then
// listed by the checks and the table's "only missing" filter) or removed with its texts.
import { useState } from 'react';
import { languageFromGeneral, supportedLanguages } from '@/lib/i18n/languages';
import { withChannelLanguage } from './channel-language';
import type { Draft } from './draft-history';
import { useStudioT } from './studio-i18n';
import { Group, SmallButton } from './styles';

export function ChannelLanguages({ draft, missing, onChange }: { draft: Draft; missing: (language: string) => number; onChange: (next: Draft) => void }) {
  const { t } = useStudioT();
  const lang = draft.general['GENERAL.lang'];
  const channel = languageFromGeneral(typeof lang === 'string' ? lang : undefined);
  const addable = supportedLanguages.filter((l) => !draft.languages.includes(l));
  const [adding, setAdding] = useState('');
  const chosen = adding && addable.includes(adding as never) ? adding : (addable[0] ?? '');
  const add = () => onChange({ ...draft, languages: [...draft.languages, chosen], translations: { ...draft.translations, [chosen]: draft.translations[chosen] ?? {} } });
  const remove = (language: string) => {
    const { [language]: _removed, ...translations } = draft.translations;
    onChange({ ...draft, languages: draft.languages.filter((l) => l !== language), translations });
  };
  return (
    <Group>
      <legend>{t('languages.title')}</legend>
      <label htmlFor="channel-language">{t('languages.channel')}</label>{' '}
      <select id="channel-language" value={draft.languages.includes(channel) ? channel : ''} onChange={(e) => onChange(withChannelLanguage(draft, e.target.value))}>
        {draft.languages.includes(channel) ? null : <option value="">{t('languages.notOfChannel', { language: String(lang ?? 'en') })}</option>}
        {draft.languages.map((l) => (
          <option key={l} value={l}>{l}</option>
        ))}
      </select>
      <ul aria-label={t('languages.list')}>
        {draft.languages.map((language) => (
          <li key={language}>
            {language}
            {language === channel ? ` ${t('languages.isChannel')}` : ''}: {missing(language) === 0 ? t('languages.complete') : t('languages.missing', { count: missing(language) })}{' '}
            <SmallButton type="button" disabled={language === channel} onClick={() => remove(language)} aria-label={t('languages.removeLabel', { language })}>
              {t('languages.remove')}
            </SmallButton>
          </li>
        ))}
      </ul>
      {addable.length > 0 ? (
        <>
          <label htmlFor="add-language">{t('languages.addLabel')}</label>{' '}
          <select id="add-language" value={chosen} onChange={(e) => setAdding(e.target.value)}>
            {addable.map((l) => (
              <option key={l}>{l}</option>
            ))}
          </select>{' '}
          <SmallButton type="button" onClick={add}>
            {t('languages.add')}
          </SmallButton>
        </>
      ) : null}
    </Group>
  );
}
