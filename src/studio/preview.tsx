// The real portal in a frame beside the editor, at phone (390 px) or desktop (1280 px) width, as a
// visitor or a demo member in each member state, at a chosen date, whole or one screen or form alone
// (preview-view.tsx). Each draft goes to the frame by postMessage (same origin only); the frame
// validates and merges it like remote config and answers once it painted: the latency shown.
import { useEffect, useId, useRef, useState } from 'react';
import { login } from '@/lib/api/operations/login';
import { languageFromGeneral } from '@/lib/i18n/languages';
import { clearSession, initSession } from '@/lib/session';
import type { RuntimeSettings } from '@/lib/runtime-settings';
import { STUDIO_APPLIED, STUDIO_DRAFT, STUDIO_READY, type PreviewDraft, type StudioMessage } from '@/lib/studio-protocol';
import type { Draft } from './draft-history';
import type { DemoAccount } from './sources';
import { accountLabel, previewClockAt, previewOnly, PreviewViewControls, type Only } from './preview-view';
import { servedTexts } from './shipped-texts';
import { PreviewPane, SmallButton } from './styles';
import { useStudioT } from './studio-i18n';

const WIDTHS = { phone: { width: 390, height: 780 }, desktop: { width: 1280, height: 800 } } as const;
type Width = keyof typeof WIDTHS;

/** What the preview shows besides the draft: its date (a channel date-time, '' = now) and one screen or form alone. */
export type PreviewView = { date: string; only: Only };
const wholePortalNow: PreviewView = { date: '', only: '' };

export function previewDraft(draft: Draft, view: PreviewView = wholePortalNow): PreviewDraft {
  const clockAt = previewClockAt(draft, view.date);
  const only = previewOnly(draft, view.only);
  const lang = draft.general?.['GENERAL.lang'];
  const language = languageFromGeneral(typeof lang === 'string' ? lang : undefined);
  return {
    sections: draft.sections,
    general: draft.general,
    ...(draft.routes ? { routes: draft.routes } : {}),
    ...(draft.screens ? { screens: draft.screens } : {}),
    ...(draft.forms ? { forms: draft.forms } : {}),
    translations: servedTexts(language, draft.translations?.[language]),
    ...(clockAt !== undefined ? { clockAt } : {}),
    ...(only ? { only } : {}),
  };
}

/**
 * `label` names the pane and its frame: the studio's own preview is "Live preview" (its frame
 * `data-preview="live"`, whatever the studio language); a compare shows two, one per version.
 */
type Props = { draft: Draft; changedAt: number; settings: RuntimeSettings; accounts: DemoAccount[]; label?: string };
type Sent = { draft: Draft; at: number };

export function Preview({ draft, changedAt, settings, accounts, label }: Props) {
  const { t } = useStudioT();
  const [width, setWidth] = useState<Width>('phone');
  const [as, setAs] = useState('');
  const [view, setView] = useState<PreviewView>(wholePortalNow);
  const viewRef = useRef(view);
  const idPrefix = useId();
  const [frameKey, setFrameKey] = useState(0);
  // The frame's address changes only when it is reloaded (sign-in): then it reopens the route it showed.
  const [src, setSrc] = useState('/');
  // The status is a key of the studio's texts, so it follows a switch of the studio language.
  const [status, setStatus] = useState<{ key: string; values?: Record<string, string> }>({ key: 'preview.loading' });
  const [latency, setLatency] = useState<number | null>(null);
  const [scale, setScale] = useState(1);
  const frame = useRef<HTMLIFrameElement>(null);
  const viewport = useRef<HTMLDivElement>(null);
  const path = useRef('/');
  const channel = useRef({ ready: false, seq: 0, inFlight: null as number | null, sentAt: new Map<number, number>(), pending: null as Sent | null });
  const latest = useRef<Sent>({ draft, at: 0 });

  /** Posts a draft (or keeps it until the frame answered the one in flight); `at` is when it was edited. */
  const send = (next: Sent) => {
    const c = channel.current;
    const target = frame.current?.contentWindow;
    if (!c.ready || !target) return;
    if (c.inFlight !== null) {
      c.pending = next;
      return;
    }
    const seq = ++c.seq;
    c.inFlight = seq;
    c.sentAt.set(seq, next.at || performance.now());
    const message: StudioMessage = { type: STUDIO_DRAFT, seq, draft: previewDraft(next.draft, viewRef.current) };
    target.postMessage(message, window.location.origin);
  };

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== frame.current?.contentWindow) return;
      const data = event.data as StudioMessage | undefined;
      const c = channel.current;
      if (data?.type === STUDIO_READY) {
        c.ready = true;
        c.inFlight = null;
        path.current = data.path;
        setStatus({ key: 'preview.ready' });
        send(latest.current);
      } else if (data?.type === STUDIO_APPLIED) {
        path.current = data.path;
        const sentAt = c.sentAt.get(data.seq);
        c.sentAt.delete(data.seq);
        if (sentAt !== undefined) setLatency(Math.round(performance.now() - sentAt));
        c.inFlight = null;
        setStatus({ key: 'preview.upToDate' });
        const pending = c.pending;
        c.pending = null;
        if (pending) send(pending);
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  useEffect(() => {
    latest.current = { draft, at: changedAt };
    send(latest.current);
  }, [draft, changedAt]);

  const changeView = (next: Partial<PreviewView>) => {
    const merged = { ...viewRef.current, ...next };
    viewRef.current = merged;
    setView(merged);
    send({ draft: latest.current.draft, at: performance.now() });
  };

  useEffect(() => {
    const element = viewport.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setScale(Math.min(1, element.clientWidth / WIDTHS[width].width)));
    observer.observe(element);
    return () => observer.disconnect();
  }, [width]);

  const signInAs = async (email: string) => {
    setAs(email);
    setStatus(email ? { key: 'preview.signingIn', values: { email } } : { key: 'preview.signingOut' });
    initSession(settings.authStorage);
    try {
      if (email) await login({ email, password: accounts.find((a) => a.email === email)?.password ?? '' });
      else clearSession();
    } catch (error) {
      setStatus({ key: 'preview.signInFailed', values: { email, reason: (error as Error).message } });
      return;
    }
    channel.current.ready = false;
    setSrc(path.current);
    setFrameKey((k) => k + 1);
  };

  const size = WIDTHS[width];
  return (
    <PreviewPane aria-label={label ?? t('preview.label')}>
      <div className="bar">
        <span role="group" aria-label={t('preview.width')}>
          {(Object.keys(WIDTHS) as Width[]).map((w) => (
            <SmallButton key={w} type="button" aria-pressed={width === w} onClick={() => setWidth(w)}>
              {t(w === 'phone' ? 'preview.phone' : 'preview.desktop')}
            </SmallButton>
          ))}
        </span>
        <label>
          {t('preview.viewAs')}{' '}
          <select value={as} onChange={(e) => void signInAs(e.target.value)}>
            <option value="">{t('preview.visitor')}</option>
            {accounts.map((a) => (
              <option key={a.email} value={a.email}>
                {accountLabel(a, t)}
              </option>
            ))}
          </select>
        </label>
        <PreviewViewControls draft={draft} date={view.date} onDate={(date) => changeView({ date })} only={view.only} onOnly={(only) => changeView({ only })} idPrefix={idPrefix} />
        <span role="status" data-latency-ms={latency ?? undefined}>
          {t(status.key, status.values)}
          {latency !== null ? ` ${t('preview.latency', { ms: latency })}` : ''}
        </span>
      </div>
      <div className="viewport" ref={viewport} style={{ height: size.height * scale }}>
        <iframe
          key={frameKey}
          ref={frame}
          title={label ? t('preview.versionFrame', { label, width: t(`preview.${width}`) }) : t('preview.frame', { width: t(`preview.${width}`) })}
          data-preview={label ? 'version' : 'live'}
          src={src}
          width={size.width}
          height={size.height}
          style={{ transform: scale < 1 ? `scale(${scale})` : undefined }}
        />
      </div>
    </PreviewPane>
  );
}
