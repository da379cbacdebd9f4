import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The tab title is the channel's name in its language (`app.name`, from the channel's texts over the
 * bundle), not index.html's English placeholder; it follows a language switch.
 */
export function DocumentTitle() {
  const { t } = useTranslation();
  const name = t('app.name');
  useEffect(() => {
    if (name) document.title = name;
  }, [name]);
  return null;
}
