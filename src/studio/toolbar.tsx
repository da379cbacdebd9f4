// Undo/redo, the number of unpublished changes (the CLI's diff), Publish, Export and Import.
import { useEffect, useMemo, useRef, useState, type Dispatch } from 'react';
import { isApiError } from '@/lib/api/errors';
import { publishChannelConfig } from '@/lib/api/operations/publish-channel-config';
import { diffPresets } from '@/lib/preset-check/diff';
import type { Finding } from '@/lib/preset-check/findings';
import type { DraftAction, DraftState } from './draft-history';
import { exportZip, importLayer, ImportError, readZip } from './preset-files';
import { SmallButton } from './styles';

type Props = { state: DraftState; dispatch: Dispatch<DraftAction>; findings: readonly Finding[]; onOpenChanges: () => void };

const editable = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

export function Toolbar({ state, dispatch, findings, onOpenChanges }: Props) {
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const file = useRef<HTMLInputElement>(null);
  const changes = useMemo(() => diffPresets(state.published, state.present).length, [state.published, state.present]);
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
      setMessage(`Publish refused: ${errors.length} problem(s) must be fixed first (first: ${errors[0]?.pointer} ${errors[0]?.message})`);
      return;
    }
    setBusy(true);
    setMessage('Publishing…');
    const { sections, general, translations, routes, screens, forms } = state.present;
    try {
      const result = await publishChannelConfig({ sections, general, translations, ...(routes ? { routes } : {}), ...(screens ? { screens } : {}), ...(forms ? { forms } : {}) });
      dispatch({ type: 'published' });
      setMessage(`Published at ${new Date(result.published_at).toLocaleTimeString('en-GB')}: members see it on their next load`);
    } catch (error) {
      setMessage(`Publish failed: ${isApiError(error) ? error.message : String(error)}`);
    } finally {
      setBusy(false);
    }
  };

  const download = () => {
    const url = URL.createObjectURL(exportZip(state.present));
    const link = document.createElement('a');
    link.href = url;
    link.download = `${state.present.name}.zip`;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
    setMessage(`Exported ${state.present.name}.zip: check it with npm run preset -- validate <folder>`);
  };

  const upload = async (chosen: File | undefined) => {
    if (!chosen) return;
    try {
      const next = importLayer(state.present, readZip(new Uint8Array(await chosen.arrayBuffer())));
      dispatch({ type: 'change', draft: next });
      setMessage(`Imported ${chosen.name} into the draft (undo to go back)`);
    } catch (error) {
      setMessage(`Import failed: ${error instanceof ImportError ? error.message : String(error)}`);
    } finally {
      if (file.current) file.current.value = '';
    }
  };

  return (
    <>
      <SmallButton type="button" onClick={() => dispatch({ type: 'undo' })} disabled={state.past.length === 0} aria-keyshortcuts="Control+Z">
        Undo
      </SmallButton>
      <SmallButton type="button" onClick={() => dispatch({ type: 'redo' })} disabled={state.future.length === 0} aria-keyshortcuts="Control+Y">
        Redo
      </SmallButton>
      <SmallButton type="button" onClick={onOpenChanges}>
        {changes} unpublished change(s)
      </SmallButton>
      <SmallButton type="button" onClick={() => void publish()} disabled={busy} aria-describedby="studio-message">
        Publish
      </SmallButton>
      <SmallButton type="button" onClick={download}>
        Export
      </SmallButton>
      <SmallButton type="button" onClick={() => file.current?.click()}>
        Import
      </SmallButton>
      <input ref={file} type="file" accept=".zip,application/zip" hidden aria-label="Preset archive to import" onChange={(e) => void upload(e.target.files?.[0])} />
      <span id="studio-message" role="status">
        {message}
      </span>
    </>
  );
}
