// A text key's texts where the key is named (block prop, field label, screen title): a key the
// portal does not ship is the channel's own, so its text in every language of the channel is given
// right there (multi-line, as markdown texts need); that creates the key.
import { Hint, Textarea } from '@/engine/forms/theme/styles';
import type { StudioFormContext } from './studio-form-context';
import { useStudioT } from './studio-i18n';

const dottedKey = /^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)+$/;

export function KeyTexts({ textKey, context, id }: { textKey: string; context: StudioFormContext; id: string }) {
  const { t } = useStudioT();
  const { languages, ownText, setText, shipped } = context;
  if (!textKey || !dottedKey.test(textKey) || !languages || !ownText || !setText || shipped?.(textKey)) return null;
  return (
    <div role="group" aria-label={t('textKey.group', { key: textKey })}>
      <Hint>{t('textKey.own', { key: textKey })}</Hint>
      {languages.map((language) => {
        const text = ownText(language, textKey) ?? '';
        const field = `${id}-text-${language}`;
        return (
          <div key={language}>
            <label htmlFor={field}>{t(text ? 'textKey.text' : 'textKey.textMissing', { key: textKey, language })}</label>
            <Textarea
              id={field}
              rows={Math.min(6, text.split('\n').length)}
              value={text}
              $invalid={!text}
              aria-invalid={!text || undefined}
              onChange={(e) => setText(language, textKey, e.target.value)}
            />
          </div>
        );
      })}
    </div>
  );
}
