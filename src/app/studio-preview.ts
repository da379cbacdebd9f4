// The portal as the studio's live preview. Loaded only when portal.config.json enables the studio and
// the portal runs in a frame. A draft is accepted only from the framing window on this same origin;
// it goes through the same validation and merge as the remote config (`show`, app.tsx) and is
// rendered on the same root: no reload, the session and the current route stay.
import { setPreviewClock } from '@/lib/clock';
import { languageFromGeneral } from '@/lib/i18n/languages';
import { STUDIO_APPLIED, STUDIO_DRAFT, STUDIO_READY, type PreviewDraft } from '@/lib/studio-protocol';
import type { BootData } from './boot-data';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Boot data with the draft in place of what the backend served at boot. */
export function draftBootData(boot: BootData, draft: PreviewDraft): BootData {
  const general = isObject(draft.general) ? draft.general : {};
  const nested = isObject(general.GENERAL) ? general.GENERAL.lang : undefined;
  const lang = general['GENERAL.lang'] ?? nested;
  const language = typeof lang === 'string' ? languageFromGeneral(lang) : boot.language;
  const structure: Json = {};
  for (const key of ['routes', 'screens', 'forms'] as const) if (isObject(draft[key])) structure[key] = draft[key];
  return {
    ...boot,
    language,
    translations: isObject(draft.translations) ? (draft.translations as Record<string, string>) : language === boot.language ? boot.translations : null,
    rawSections: isObject(draft.sections) ? draft.sections : {},
    rawStructure: structure,
    ...(isObject(draft.only) && typeof draft.only.name === 'string' && isObject(draft.only.screen) ? { only: { name: draft.only.name, screen: draft.only.screen } } : {}),
  };
}

/** Whether a message event comes from the studio that frames this portal. */
export const fromStudio = (event: MessageEvent, own: Window = window): boolean =>
  event.origin === own.location.origin && event.source === own.parent && own.parent !== own;

export function listenForDrafts(boot: BootData, show: (data: BootData) => Promise<unknown>, own: Window = window): () => void {
  let queue = Promise.resolve();
  const onMessage = (event: MessageEvent) => {
    if (!fromStudio(event, own)) return;
    const data: unknown = event.data;
    if (!isObject(data) || data.type !== STUDIO_DRAFT || !isObject(data.draft)) return;
    const draft = data.draft as PreviewDraft;
    const seq = data.seq;
    // One draft at a time, in order; after the frame painted it, the studio hears back (latency).
    queue = queue
      .then(() => {
        // The preview's date moves the one clock (src/lib/clock.ts) before the draft renders.
        setPreviewClock(typeof draft.clockAt === 'number' ? draft.clockAt : null);
        return show(draftBootData(boot, draft));
      })
      .then(
        () =>
          new Promise<void>((resolve) =>
            own.requestAnimationFrame(() =>
              own.setTimeout(() => {
                own.parent.postMessage({ type: STUDIO_APPLIED, seq, path: own.location.pathname }, own.location.origin);
                resolve();
              }, 0),
            ),
          ),
      )
      .catch((error: unknown) => console.error('studio preview:', error));
  };
  own.addEventListener('message', onMessage);
  own.parent.postMessage({ type: STUDIO_READY, path: own.location.pathname }, own.location.origin);
  return () => own.removeEventListener('message', onMessage);
}
