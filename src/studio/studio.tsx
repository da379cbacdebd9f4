// The studio page: what is open (a preset or the live config), the parts of the channel, the editor
// of the chosen part with the CLI's findings, and the live preview.
import { useCallback, useEffect, useMemo, useReducer, useState } from 'react';
import { sectionNames } from '@/generated/sections';
import type { RuntimeSettings } from '@/lib/runtime-settings';
import { checkDraft } from './check';
import { draftReducer, type Draft, type DraftChange } from './draft-history';
import { countUnder } from './findings';
import { findingText } from './finding-words';
import { FollowPrimary, followsIn } from './follow-primary';
import { Preview } from './preview';
import { SectionEditor } from './section-editor';
import { schemaWords } from './schema-words';
import { demoState, LIVE, openPreset, type DemoState } from './sources';
import { TEXT_KEYS_LIST } from './form-fields';
import { editableTexts, shippedTexts } from './shipped-texts';
import { StructureView } from './structure-view';
import type { View } from './view';
import { useStudioT, type StudioT } from './studio-i18n';
import { Editor, Nav, Problems, Shell, TopBar, Workspace } from './styles';
import { Toolbar } from './toolbar';
import { TranslationsTable } from './translations-table';
import { useAssetLibrary } from './asset-store';
import { assetRefsOf } from '@/lib/preset-check/images';
import { OperatorBar } from './operator/operator-bar';
import { PlatformImport } from './operator/platform-import';
import { OperatorView, operatorViews, type OperatorViewKind } from './operator/operator-view';
import type { OperatorSession } from './operator/session';
import { publishedDraft, useChannelStatus } from './operator/use-channel-status';
import { UpToDate } from './operator/up-to-date';
import { EnrolNotice } from './operator/enrol-notice';
import { setChannelEtag } from './operator/session';
import { getChannelStatus } from '@/lib/api/operations/get-channel-status';


const same = (a: View, b: View) => JSON.stringify(a) === JSON.stringify(b);

/** What the Open select says of a draft, a proposal or a version opened from the publishing views. */
function sourceLabel(t: StudioT, source: string): string {
  const [kind, id = ''] = source.split(':');
  if (kind === 'version') return t('header.version', { number: id });
  return t(kind === 'proposal' ? 'header.proposal' : 'header.draft');
}

export function Studio({ settings, session }: { settings: RuntimeSettings; session: OperatorSession }) {
  const { t } = useStudioT();
  const channel = useChannelStatus(session);
  const [state, dispatch] = useReducer(draftReducer, null);
  const [demo, setDemo] = useState<DemoState | null>(null);
  const [view, setView] = useState<View>({ kind: 'section', name: 'VISUAL' });
  // A key of the studio's texts with its values: shown in the studio language of the moment (and
  // `open` does not depend on the language, so switching it never reopens the channel).
  const [problem, setProblem] = useState<{ key: string; values: Record<string, string> } | null>(null);

  // Live config is the channel's live version, read through the operator calls (never a member's
  // cached config read). A preset's files open only when the operator picks them: their changes are
  // counted from opening them, made on the version live then (a note says they are not it).
  const open = useCallback(
    async (source: string) => {
      setProblem(null);
      try {
        if (source === LIVE) {
          dispatch({ type: 'open', ...(await publishedDraft()) });
          return;
        }
        const [files, status] = await Promise.all([openPreset(settings.apiBaseUrl, source), getChannelStatus()]);
        setChannelEtag(`"v${status.version.number}"`);
        dispatch({ type: 'open', source, draft: files });
      } catch (error) {
        const reason = (error as Error).message;
        setProblem(source === LIVE ? { key: 'open.channelFailed', values: { channel: session.channelId, reason } } : { key: 'open.presetFailed', values: { name: source, reason } });
      }
    },
    [settings.apiBaseUrl, session.channelId],
  );

  // After sign-in, on a channel switch (a new Studio) and on reload: the channel's live version,
  // whatever preset the demo runs.
  useEffect(() => {
    void Promise.resolve(LIVE).then(open);
    void demoState(settings.apiBaseUrl).then(setDemo);
  }, [open, settings.apiBaseUrl]);

  const loadPreset = useCallback((name: string) => openPreset(settings.apiBaseUrl, name), [settings.apiBaseUrl]);
  const draft = state?.present;
  const named = useMemo(() => (draft ? assetRefsOf(draft) : []), [draft]);
  const assets = useAssetLibrary(named)?.hashes;
  const findings = useMemo(() => (draft ? checkDraft(draft, assets) : []), [draft, assets]);
  const change: DraftChange = useCallback((next, options) => dispatch({ type: 'change', draft: next, at: performance.now(), ...(options?.joins ? { joins: options.joins } : {}) }), []);

  const item = (target: View, label: string, prefix: string) => {
    const errors = countUnder(findings, prefix);
    return (
      <li key={label}>
        <button type="button" aria-current={same(view, target) ? 'page' : undefined} onClick={() => setView(target)}>
          <span>{label}</span>
          {errors > 0 ? <span className="count" aria-label={t('nav.errors', { count: errors })}>{errors}</span> : null}
        </button>
      </li>
    );
  };

  return (
    <Shell>
      <TopBar>
        <h1>{t('header.title')}</h1>
        <label>
          {t('header.open')}
          <select value={state?.source ?? ''} onChange={(e) => void open(e.target.value)} aria-label={t('header.openLabel')}>
            {state ? null : <option value="">…</option>}
            {state && /^(draft|proposal|version):/.test(state.source) ? <option value={state.source}>{sourceLabel(t, state.source)}</option> : null}
            <option value={LIVE}>{t('header.live')}</option>
            {(demo?.presets ?? []).map((name) => (
              <option key={name} value={name}>
                {t('header.preset', { name })}
              </option>
            ))}
          </select>
        </label>
        <PlatformImport open={(source, opened) => dispatch({ type: 'open', source, draft: opened })} />
        {state ? <Toolbar state={state} dispatch={dispatch} findings={findings} onOpenChanges={() => setView({ kind: 'changes' })} loadPreset={loadPreset} status={channel.status} /> : null}
        <OperatorBar session={session} />
      </TopBar>
      {problem || channel.problem ? <Problems role="alert">{problem ? t(problem.key, problem.values) : channel.problem}</Problems> : null}
      <EnrolNotice status={channel.status} enrol={() => setView({ kind: 'team' })} />
      {state ? <UpToDate status={channel.status} draft={state.present} source={state.source} open={(source, opened, published) => dispatch({ type: 'open', source, draft: opened, published })} /> : null}
      {draft ? (
        <Workspace>
          <Nav aria-label={t('nav.label')}>
            <h2>{t('nav.sections')}</h2>
            <ul>{sectionNames.map((name) => item({ kind: 'section', name }, name, `/sections/${name}`))}</ul>
            <h2>{t('nav.structure')}</h2>
            <ul>{item({ kind: 'routes' }, t('nav.routes'), '/routes')}</ul>
            <h2>{t('nav.screens')}</h2>
            <ul>{Object.keys(draft.screens ?? {}).map((name) => item({ kind: 'screen', name }, name, `/screens/${name}`))}</ul>
            <h2>{t('nav.forms')}</h2>
            <ul>{Object.keys(draft.forms ?? {}).map((name) => item({ kind: 'form', name }, name, `/forms/${name}`))}</ul>
            <h2>{t('nav.texts')}</h2>
            <ul>
              {item({ kind: 'translations' }, t('nav.translations'), '/translations')}
              {item({ kind: 'changes' }, t('nav.changes'), '/__none')}
            </ul>
            <h2>{t('nav.publishing')}</h2>
            <ul>{operatorViews.map(({ kind }) => item({ kind }, t(`nav.${kind}`), '/__none'))}</ul>
          </Nav>
          {/* Focusable: it scrolls, and a view such as Changes may hold nothing else to reach it by keyboard. */}
          <Editor id="editor" aria-label={t('editor.label')} tabIndex={0}>
            {operatorViews.some((v) => v.kind === view.kind) ? (
              <OperatorView
                kind={view.kind as OperatorViewKind}
                session={session}
                channel={channel}
                draft={draft}
                findings={findings}
                open={(source, opened, published) => dispatch({ type: 'open', source, draft: opened, ...(published ? { published } : {}) })}
                preview={{ settings, accounts: demo?.accounts ?? [] }}
              />
            ) : (
              <EditorView view={view} draft={draft} findings={findings} change={change} state={state} />
            )}
          </Editor>
          <TextKeys draft={draft} />
          <Preview draft={draft} changedAt={state.changedAt} settings={settings} accounts={demo?.accounts ?? []} />
        </Workspace>
      ) : null}
    </Shell>
  );
}

/** Every text key (shipped and the channel's own), suggested by each text key field. */
function TextKeys({ draft }: { draft: Draft }) {
  const keys = useMemo(() => {
    const all = new Set(Object.keys(shippedTexts('en')));
    for (const texts of Object.values(draft.translations ?? {})) for (const key of Object.keys(texts)) all.add(key);
    return [...all].sort();
  }, [draft.translations]);
  return (
    <datalist id={TEXT_KEYS_LIST}>
      {keys.map((key) => (
        <option key={key} value={key} />
      ))}
    </datalist>
  );
}

type EditorViewProps = {
  view: View;
  draft: Draft;
  findings: ReturnType<typeof checkDraft>;
  change: DraftChange;
  state: NonNullable<Parameters<typeof draftReducer>[0]>;
};

function EditorView({ view, draft, findings, change, state }: EditorViewProps) {
  const { t, i18n } = useStudioT();
  const listed = findings.filter((f) => f.severity === 'error');
  const summary =
    listed.length > 0 ? (
      <Problems aria-label={t('editor.problems')}>
        <h3>{t('editor.problemsTitle', { count: listed.length })}</h3>
        <ul>
          {listed.slice(0, 8).map((f) => (
            <li key={f.pointer + f.message}>
              <code>{f.pointer}</code> {findingText(t, i18n.language, f)}
            </li>
          ))}
        </ul>
      </Problems>
    ) : null;
  if (view.kind === 'section') {
    return (
      <>
        <h2>{t('editor.section', { name: schemaWords(i18n.language).label(view.name) })}</h2>
        {summary}
        {view.name === 'VISUAL' ? <FollowPrimary draft={draft} change={change} /> : null}
        <SectionEditor
          name={view.name}
          value={draft.sections[view.name]}
          findings={findings}
          context={{ ...editableTexts(draft, change), follows: followsIn(view.name, draft) }}
          onChange={(value) => change({ ...draft, sections: { ...draft.sections, [view.name]: value } })}
        />
      </>
    );
  }
  if (view.kind === 'translations') {
    return (
      <>
        <h2>{t('nav.translations')}</h2>
        {summary}
        <TranslationsTable draft={draft} findings={findings} onChange={change} />
      </>
    );
  }
  if (view.kind === 'changes') return <StructureView view={view} draft={draft} findings={findings} change={change} published={state.published} />;
  return (
    <>
      {summary}
      <StructureView view={view} draft={draft} findings={findings} change={change} published={state.published} />
    </>
  );
}
