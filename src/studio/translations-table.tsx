// Translations as a table: one row per text key, one column per channel language. A cell shows the
// channel's own text, or the shipped one greyed as placeholder; a key with no text at all in a
// language is marked missing, and a cell the CLI's translation check flags shows its message. Filter by
// key or text. The keys are the shipped ones, the channel's own and every key a screen or form names
// (so a key named before it has a text is listed); a new key can be added. Cells are multi-line
// (markdown texts keep their line breaks). The channel's languages are edited above the table.
import { useMemo, useState } from 'react';
import type { Finding } from '@/lib/preset-check/findings';
import { screenKeys } from '@/lib/preset-check/translations';
import { ChannelLanguages } from './channel-languages';
import { MarkdownPreview, markdownTextKeys } from './markdown-preview';
import type { Draft } from './draft-history';
import { setIn } from './draft-history';
import { shippedTexts } from './shipped-texts';
import { useStudioT } from './studio-i18n';
import { SmallButton, Table } from './styles';

const PAGE = 40;

export function TranslationsTable({ draft, findings, onChange }: { draft: Draft; findings: readonly Finding[]; onChange: (next: Draft) => void }) {
  const { t } = useStudioT();
  const [filter, setFilter] = useState('');
  const [onlyMissing, setOnlyMissing] = useState(false);
  const [newKey, setNewKey] = useState('');
  // A key added here is listed until it has a text (then it is one of the channel's own).
  const [added, setAdded] = useState<string[]>([]);
  const languages = draft.languages;
  const keys = useMemo(() => {
    const all = new Set<string>(Object.keys(shippedTexts('en')));
    for (const texts of Object.values(draft.translations)) for (const key of Object.keys(texts)) all.add(key);
    for (const key of screenKeys(draft).keys()) all.add(key);
    for (const key of added) all.add(key);
    return [...all].sort();
  }, [draft, added]);

  const markdown = useMemo(() => markdownTextKeys(draft), [draft]);
  const textOf = (language: string, key: string) => draft.translations[language]?.[key];
  const shipped = (language: string, key: string) => shippedTexts(language)[key] ?? (language.includes('_') ? shippedTexts(language.split('_')[0] as string)[key] : undefined);
  const flagged = useMemo(() => new Map(findings.filter((f) => f.pointer.split('/').length === 4).map((f) => [f.pointer, f])), [findings]);
  const flag = (language: string, key: string) => flagged.get(`/translations/${language}/${key}`);
  const missing = (language: string, key: string) => (!textOf(language, key) && !shipped(language, key)) || flag(language, key)?.severity === 'error';
  const needle = filter.toLowerCase();
  const rows = keys.filter(
    (key) =>
      (!needle || key.toLowerCase().includes(needle) || languages.some((l) => (textOf(l, key) ?? shipped(l, key) ?? '').toLowerCase().includes(needle))) &&
      (!onlyMissing || languages.some((l) => missing(l, key))),
  );
  const missingIn = (language: string) => keys.filter((key) => missing(language, key)).length;
  const missingCount = languages.reduce((n, l) => n + missingIn(l), 0);
  const validKey = /^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)+$/.test(newKey) && !keys.includes(newKey);

  return (
    <>
      <ChannelLanguages draft={draft} missing={missingIn} onChange={onChange} />
      <p className="help">
        {t('translations.summary', { keys: keys.length, languages: languages.length, missing: missingCount })}
      </p>
      <label htmlFor="translation-filter">{t('translations.filter')}</label>{' '}
      <input id="translation-filter" type="search" value={filter} onChange={(e) => setFilter(e.target.value)} />{' '}
      <label>
        <input type="checkbox" checked={onlyMissing} onChange={(e) => setOnlyMissing(e.target.checked)} /> {t('translations.onlyMissing')}
      </label>{' '}
      <label htmlFor="new-text-key">{t('translations.newKey')}</label>{' '}
      <input id="new-text-key" value={newKey} placeholder="screens.stores.title" onChange={(e) => setNewKey(e.target.value.trim())} />{' '}
      <SmallButton
        type="button"
        disabled={!validKey || languages.length === 0}
        onClick={() => {
          setAdded([...added, newKey]);
          setFilter(newKey);
          setNewKey('');
        }}
      >
        {t('translations.addKey')}
      </SmallButton>
      <Table>
        <caption className="help">{t('translations.showing', { shown: Math.min(PAGE, rows.length), total: rows.length })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('translations.key')}</th>
            {languages.map((l) => (
              <th scope="col" key={l}>{l}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.slice(0, PAGE).map((key) => (
            <tr key={key}>
              <th scope="row"><code>{key}</code></th>
              {languages.map((l) => {
                const finding = flag(l, key);
                const note = `note-${l}-${key}`.replace(/[^a-z0-9-]+/gi, '-');
                return (
                  <td key={l} className={missing(l, key) ? 'missing' : undefined}>
                    <textarea
                      rows={Math.max(1, (textOf(l, key) ?? '').split('\n').length)}
                      aria-label={t(missing(l, key) ? 'translations.cellMissing' : 'translations.cell', { key, language: l })}
                      value={textOf(l, key) ?? ''}
                      placeholder={missing(l, key) ? t('translations.missing') : shipped(l, key)}
                      aria-invalid={finding?.severity === 'error' || undefined}
                      aria-describedby={finding ? note : undefined}
                      onChange={(e) => onChange(setIn(draft, ['translations', l, key], e.target.value === '' ? undefined : e.target.value))}
                    />
                    {finding ? <small id={note} className={finding.severity}>{finding.message}</small> : null}
                    {markdown.has(key) ? <MarkdownPreview source={textOf(l, key) ?? shipped(l, key) ?? ''} textKey={key} language={l} /> : null}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </Table>
    </>
  );
}
