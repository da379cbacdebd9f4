// Translations as a table: one row per text key, one column per channel language. A cell shows the
// channel's own text, or the shipped one greyed as placeholder; a key with no text at all in a
// language is marked missing, and a cell the CLI's translation check flags shows its message. Filter by
// key or text. The keys and what is missing come from lib/preset-check/missing-texts (shipped keys, the
// channel's own, every key a screen, form, menu or footer title names); a new key can be added. The rows
// are paged (PAGE a page, an accessible pager); the table scrolls sideways in its own region, so the
// last language column is never cut off. Cells are multi-line (markdown texts keep their line breaks).
// Menu and footer titles missing a language are listed under the table. The row being typed into
// stays until focus leaves it, even once the filter no longer lists it.
import { useMemo, useState } from 'react';
import type { Finding } from '@/lib/preset-check/findings';
import { languageFromGeneral } from '@/lib/i18n/languages';
import { missingTexts } from '@/lib/preset-check/missing-texts';
import { ChannelLanguages } from './channel-languages';
import { findingText } from './finding-words';
import { MarkdownPreview, markdownTextKeys } from './markdown-preview';
import type { Draft } from './draft-history';
import { setIn } from './draft-history';
import { shippedTexts } from './shipped-texts';
import { useStudioT } from './studio-i18n';
import { SmallButton } from './styles';
import { Table, TableScroll } from './table-styles';

const PAGE = 40;

export function TranslationsTable({ draft, findings, onChange }: { draft: Draft; findings: readonly Finding[]; onChange: (next: Draft) => void }) {
  const { t, i18n } = useStudioT();
  const [filter, setFilter] = useState('');
  const [onlyMissing, setOnlyMissing] = useState(false);
  const [newKey, setNewKey] = useState('');
  // A key added here is listed until it has a text (then it is one of the channel's own).
  const [added, setAdded] = useState<string[]>([]);
  // The row being typed into stays listed until focus leaves it, whatever the filter says of it by
  // now (its first keystroke gives the missing text: "only keys with a missing text" would drop it).
  const [held, setHeld] = useState<string | null>(null);
  const languages = draft.languages;
  const lang = draft.general['GENERAL.lang'];
  const channel = languageFromGeneral(typeof lang === 'string' ? lang : undefined);
  const texts = useMemo(() => missingTexts(draft, shippedTexts, channel), [draft, channel]);
  const keys = useMemo(() => [...new Set([...texts.keys, ...added])].sort(), [texts, added]);
  // A key added here and not yet given a text is missing in every language.
  const listed = useMemo(() => new Set(texts.keys), [texts]);
  const [page, setPage] = useState(0);
  const markdown = useMemo(() => markdownTextKeys(draft), [draft]);
  const textOf = (language: string, key: string) => draft.translations[language]?.[key];
  const shipped = (language: string, key: string) => shippedTexts(language)[key] ?? (language.includes('_') ? shippedTexts(language.split('_')[0] as string)[key] : undefined);
  const flagged = useMemo(() => new Map(findings.filter((f) => f.pointer.split('/').length === 4).map((f) => [f.pointer, f])), [findings]);
  const flag = (language: string, key: string) => flagged.get(`/translations/${language}/${key}`);
  const missing = (language: string, key: string) =>
    (texts.keysOf.get(language)?.has(key) ?? false) ||
    (!listed.has(key) && !textOf(language, key) && !shipped(language, key)) || flag(language, key)?.severity === 'error';
  const needle = filter.toLowerCase();
  const rows = keys.filter(
    (key) =>
      key === held ||
      ((!needle || key.toLowerCase().includes(needle) || languages.some((l) => (textOf(l, key) ?? shipped(l, key) ?? '').toLowerCase().includes(needle))) &&
        (!onlyMissing || languages.some((l) => missing(l, key)))),
  );
  const missingIn = (language: string) => texts.countOf(language) + keys.filter((key) => !texts.keysOf.get(language)?.has(key) && missing(language, key)).length;
  const pages = Math.max(1, Math.ceil(rows.length / PAGE));
  const at = Math.min(page, pages - 1);
  const shown = rows.slice(at * PAGE, at * PAGE + PAGE);
  const missingCount = languages.reduce((n, l) => n + missingIn(l), 0);
  const validKey = /^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)+$/.test(newKey) && !keys.includes(newKey);

  return (
    <>
      <ChannelLanguages draft={draft} missing={missingIn} onChange={onChange} />
      <p className="help">
        {t('translations.summary', { keys: keys.length, languages: languages.length, missing: missingCount })}
      </p>
      <label htmlFor="translation-filter">{t('translations.filter')}</label>{' '}
      <input id="translation-filter" type="search" value={filter} onChange={(e) => {
          setFilter(e.target.value);
          setPage(0);
        }} />{' '}
      <label>
        <input type="checkbox" checked={onlyMissing} onChange={(e) => {
          setOnlyMissing(e.target.checked);
          setPage(0);
        }} /> {t('translations.onlyMissing')}
      </label>{' '}
      <label htmlFor="new-text-key">{t('translations.newKey')}</label>{' '}
      <input id="new-text-key" value={newKey} placeholder="screens.stores.title" onChange={(e) => setNewKey(e.target.value.trim())} />{' '}
      <SmallButton
        type="button"
        disabled={!validKey || languages.length === 0}
        onClick={() => {
          setAdded([...added, newKey]);
          setFilter(newKey);
          setPage(0);
          setNewKey('');
        }}
      >
        {t('translations.addKey')}
      </SmallButton>
      <Pager id="translations-pager" label={t('translations.pager')} page={at} pages={pages} onPage={setPage}>
        {t('translations.showing', { from: rows.length === 0 ? 0 : at * PAGE + 1, to: at * PAGE + shown.length, total: rows.length })}
      </Pager>
      <TableScroll role="region" aria-labelledby="translations-pager-range" tabIndex={0}>
      <Table>
        <thead>
          <tr>
            <th scope="col">{t('translations.key')}</th>
            {languages.map((l) => (
              <th scope="col" key={l}>{l}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {shown.map((key) => (
            <tr
              key={key}
              onFocus={() => setHeld(key)}
              onBlur={(e) => {
                if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setHeld((current) => (current === key ? null : current));
              }}
            >
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
                    {finding ? <small id={note} className={finding.severity}>{findingText(t, i18n.language, finding)}</small> : null}
                    {markdown.has(key) ? <MarkdownPreview source={textOf(l, key) ?? shipped(l, key) ?? ''} textKey={key} language={l} /> : null}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </Table>
      </TableScroll>
      {texts.titles.length > 0 ? (
        <>
          <h3>{t('translations.titles')}</h3>
          <ul>
            {texts.titles.map((m) => (
              <li key={`${m.pointer}-${m.language}`}>{t('translations.titleMissing', { pointer: m.pointer, language: m.language, shows: m.shows })}</li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
}

/** Previous/next buttons around the range shown, announced when it changes. */
function Pager({ id, label, page, pages, onPage, children }: { id: string; label: string; page: number; pages: number; onPage: (page: number) => void; children: string }) {
  const { t } = useStudioT();
  return (
    <nav aria-label={label}>
      <SmallButton type="button" disabled={page === 0} onClick={() => onPage(page - 1)}>
        {t('translations.previous')}
      </SmallButton>{' '}
      <span id={`${id}-range`} aria-live="polite">
        {children}
      </span>{' '}
      <SmallButton type="button" disabled={page >= pages - 1} onClick={() => onPage(page + 1)}>
        {t('translations.next')}
      </SmallButton>
    </nav>
  );
}
