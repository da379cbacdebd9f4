// Undo/redo, the number of unpublished changes (the CLI's diff), Publish, Export and Import.
import { useEffect, useRef, useState, type Dispatch } from 'react';
import { configOfPreset } from '@/channel/config';
import { publishChannelConfig } from '@/lib/api/operations/publish-channel-config';
import type { BuiltPreset } from '@/lib/preset-check/built-preset';
import type { Finding } from '@/lib/preset-check/findings';
import { unpublishedChanges, type DraftAction, type DraftState } from './draft-history';
import { asBase, checkArchiveSize, emptyPreset, exportFiles, ExportRefused, exportZip, importLayer, ImportError, readZip, readZipAssets } from '@/lib/preset-export/preset-files';
import { addArchiveAssets, draftAssets } from './export-assets';
import { useOperatorSession } from './operator/use-operator';
import { failure } from './operator/failure';
import { liveWindowEnd } from './operator/publishing-panel';
import { channelEtag, setChannelEtag } from './operator/session';
import type { ChannelStatus } from './operator/use-channel-status';
import { inZone } from './operator/zoned-time';
import { parentName } from '@/lib/preset-export/preset-layer';
import { SmallButton } from './styles';
import { studioLocale, useStudioT, type StudioT } from './studio-i18n';

type Props = {
  state: DraftState;
  dispatch: Dispatch<DraftAction>;
  findings: readonly Finding[];
  onOpenChanges: () => void;
  /** A built preset of the demo backend (the parent an export is a layer over); rejects elsewhere. */
  loadPreset: (name: string) => Promise<BuiltPreset>;
  /** The channel's status: during a running campaign window Publish asks once more, saying what the window's end returns to. */
  status: ChannelStatus | null;
};

const editable = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

export function Toolbar({ state, dispatch, findings, onOpenChanges, loadPreset, status }: Props) {
  const { t } = useStudioT();
  const session = useOperatorSession();
  // What the toolbar last said, said again in the studio language of the moment (a language switch
  // re-says it); an API failure is said once, in the language of its moment.
  const [message, setSaid] = useState<(t: StudioT) => string>(() => () => '');
  const setMessage = (text: string) => setSaid(() => () => text);
  const say = (words: (t: StudioT) => string) => setSaid(() => words);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const file = useRef<HTMLInputElement>(null);
  const changes = unpublishedChanges(state);
  const errors = findings.filter((f) => f.severity === 'error');

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || editable(event.target)) return;
      const key = event.key.toLowerCase();
      if (key === 'z' && !event.shiftKey) dispatch({ type: 'undo' });
      else if (key === 'y' || (key === 'z' && event.shiftKey)) dispatch({ type: 'redo' });
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [dispatch]);

  const publish = async () => {
    if (errors.length > 0) {
      say((t) => t('toolbar.publishRefused', { count: errors.length, first: `${errors[0]?.pointer} ${errors[0]?.message}` }));
      return;
    }
    const windowEnd = liveWindowEnd(status);
    if (windowEnd && !confirming) {
      setConfirming(true);
      say((t) => `${t('publishing.duringWindow', { end: inZone(windowEnd, status?.time_zone ?? 'UTC') })} ${t('toolbar.publishAgain')}`);
      return;
    }
    setConfirming(false);
    setBusy(true);
    say((t) => t('toolbar.publishing'));
    try {
      const result = await publishChannelConfig(configOfPreset(state.present), channelEtag());
      setChannelEtag(`"v${result.version}"`);
      dispatch({ type: 'published' });
      say((t) => t('toolbar.published', { time: new Date(result.published_at).toLocaleTimeString(studioLocale()), version: result.version }));
    } catch (error) {
      setMessage(failure(t('toolbar.publish'), error));
    } finally {
      setBusy(false);
    }
  };

  /** The parent preset, or undefined when there is none or it cannot be read (then the layer is complete). */
  const parentOf = async (draft: Pick<BuiltPreset, 'name' | 'extends'>) => {
    const name = parentName(draft);
    return name ? loadPreset(name).then(asBase, () => undefined) : undefined;
  };

  const download = async () => {
    const draft = state.present;
    const parent = await parentOf(draft);
    let files;
    try {
      files = exportFiles(draft, parent);
    } catch (error) {
      if (!(error instanceof ExportRefused)) throw error;
      return say((t) => t('toolbar.exportRefused', { parent: parentName(draft), unsaid: error.unsaid.join(', ') }));
    }
    // The images the draft shows go with it (assets/), so `preset validate` and an import find them.
    const images = await draftAssets(draft);
    if (images.missing.length > 0) return say((t) => t('toolbar.exportImagesMissing', { count: images.missing.length, hashes: images.missing.join(', ') }));
    const url = URL.createObjectURL(exportZip(draft.name, files, images.files));
    const link = document.createElement('a');
    link.href = url;
    link.download = `${draft.name}.zip`;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
    const counted = { name: draft.name, files: Object.keys(files).length + Object.keys(images.files).length, parent: parentName(draft) };
    say((t) => t(parent ? 'toolbar.exportedLayer' : 'toolbar.exportedComplete', counted));
  };

  const upload = async (chosen: File | undefined) => {
    if (!chosen) return;
    try {
      // Over the limit the archive is not even read; the draft stays as it is whatever the import finds.
      checkArchiveSize(chosen.size);
      const bytes = new Uint8Array(await chosen.arrayBuffer());
      const files = readZip(bytes);
      const images = readZipAssets(bytes);
      const meta = files['preset.json'] ?? {};
      const identity = { name: typeof meta.name === 'string' ? meta.name : state.present.name, extends: typeof meta.extends === 'string' ? meta.extends : undefined };
      // The layer merges over what it extends, as `preset build` does; without that preset at hand, over the open draft.
      const base = parentName(identity) ? ((await parentOf(identity)) ?? state.present) : emptyPreset(identity.name);
      const draft = importLayer(base, files);
      // Its images join the channel's library before the draft that shows them opens.
      const added = await addArchiveAssets(session?.channelId ?? null, images.assets);
      dispatch({ type: 'change', draft });
      const failed = [...images.refused, ...added.failed];
      if (failed.length > 0) return say((t) => `${t('toolbar.imported', { name: chosen.name })}. ${t('toolbar.importImagesFailed', { count: failed.length, files: failed.join(', '), reason: added.reason || t('toolbar.notAnImage') })}`);
      say((t) => t('toolbar.imported', { name: chosen.name }));
    } catch (error) {
      const reason = error instanceof ImportError ? [error, ...error.more].map((text) => t(text.key, text.values)).join('; ') : String(error);
      say((t) => t('toolbar.importFailed', { reason }));
    } finally {
      if (file.current) file.current.value = '';
    }
  };

  return (
    <>
      <SmallButton type="button" onClick={() => dispatch({ type: 'undo' })} disabled={state.past.length === 0} aria-keyshortcuts="Control+Z">
        {t('toolbar.undo')}
      </SmallButton>
      <SmallButton type="button" onClick={() => dispatch({ type: 'redo' })} disabled={state.future.length === 0} aria-keyshortcuts="Control+Y">
        {t('toolbar.redo')}
      </SmallButton>
      <SmallButton type="button" onClick={onOpenChanges}>
        {t('toolbar.changes', { count: changes })}
      </SmallButton>
      <SmallButton type="button" onClick={() => void publish()} disabled={busy} aria-describedby="studio-message">
        {t('toolbar.publish')}
      </SmallButton>
      <SmallButton type="button" onClick={() => void download()}>
        {t('toolbar.export')}
      </SmallButton>
      <SmallButton type="button" onClick={() => file.current?.click()}>
        {t('toolbar.import')}
      </SmallButton>
      <input ref={file} type="file" accept=".zip,application/zip" hidden aria-label={t('toolbar.importFile')} onChange={(e) => void upload(e.target.files?.[0])} />
      <span id="studio-message" role="status">
        {message(t)}
      </span>
    </>
  );
}
