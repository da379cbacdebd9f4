// "Import from a platform": the channel service fetches what another platform serves (the browser
// may fetch only its own host) and saves it as the operator's draft, which opens here for review.
// A refusal is said in the studio language from its `code` and the values the service sends.
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { isApiError } from '@/lib/api/errors';
import { importPlatformConfig } from '@/lib/api/operations/import-platform-config';
import type { BuiltPreset } from '@/lib/preset-check/built-preset';
import { SmallButton } from '../styles';
import { useStudioT } from '../studio-i18n';
import { presetOfConfig } from '@/channel/config';
import { failure } from './failure';
import { setChannelEtag } from './session';

const CODES = new Set([
  'IMPORT_OFF', 'IMPORT_HOST_REFUSED', 'IMPORT_PRIVATE_ADDRESS', 'IMPORT_URL_INVALID', 'IMPORT_TIMEOUT', 'IMPORT_UNREACHABLE', 'IMPORT_TOO_LARGE',
  'IMPORT_REDIRECTS', 'IMPORT_BAD_ANSWER', 'IMPORT_NO_CHANNEL', 'IMPORT_NO_CONFIG', 'INVALID_CONFIG', 'INPUT_LIMIT', 'FORBIDDEN',
]);

const Box = styled.details`
  position: relative;
  font-size: 14px;
  summary {
    cursor: pointer;
  }
  summary:focus-visible {
    outline: 3px solid #8ab4ff;
    outline-offset: 2px;
  }
  form {
    position: absolute;
    z-index: 5;
    top: calc(100% + 6px);
    left: 0;
    width: min(420px, 90vw);
    display: grid;
    gap: 8px;
    padding: 12px;
    background: #fff;
    color: #1b1f24;
    border: 1px solid #6b7380;
    border-radius: 6px;
    box-shadow: 0 4px 16px rgb(0 0 0 / 20%);
  }
  form label {
    display: grid;
    gap: 4px;
  }
  input {
    font: inherit;
    padding: 4px 6px;
  }
  p {
    margin: 0;
    font-size: 13px;
  }
  [role='alert'] {
    color: #a4000f;
  }
`;

type Answer = { host: string; values: Record<string, unknown> };

function refusal(t: ReturnType<typeof useStudioT>['t'], error: unknown): string {
  const body = isApiError(error) && typeof error.body === 'object' && error.body !== null ? (error.body as Record<string, unknown>) : {};
  const code = typeof body.code === 'string' ? body.code : '';
  if (!CODES.has(code)) return failure(t('platformImport.submit'), error);
  const errors = Array.isArray(body.errors) ? (body.errors as { pointer?: string; message?: string }[]) : [];
  const first = errors[0] ? `${errors[0].pointer ?? ''} ${errors[0].message ?? ''}`.trim() : '';
  const allowed = Array.isArray(body.allowed) ? body.allowed.join(', ') : '';
  return t(`platformImport.errors.${code}`, { ...body, allowed, first, count: errors.length, pointer: body.pointer ?? errors[0]?.pointer ?? '' });
}

export function PlatformImport({ open }: { open: (source: string, draft: BuiltPreset) => void }) {
  const { t } = useStudioT();
  const [url, setUrl] = useState('');
  const [domain, setDomain] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');
  const [done, setDone] = useState<Answer | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setProblem('');
    setDone(null);
    try {
      const result = await importPlatformConfig({ url: url.trim(), ...(domain.trim() ? { domain: domain.trim() } : {}) });
      const { draft } = result;
      setChannelEtag(`"v${draft.base_version}"`);
      open(`draft:${draft.id}`, presetOfConfig(`import ${result.channel_id || 'platform'}`, draft.config ?? { sections: {} }));
      let host = url;
      try {
        host = new URL(url.trim()).host;
      } catch {
        // the service accepted it: said as typed
      }
      setDone({ host, values: { channel: result.channel_id, revision: draft.revision ?? 1, count: result.missing.length } });
    } catch (error) {
      setProblem(refusal(t, error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box>
      <summary>{t('platformImport.summary')}</summary>
      <form onSubmit={(event) => void submit(event)} aria-label={t('platformImport.summary')}>
        <label>
          {t('platformImport.url')}
          <input type="url" required value={url} onChange={(e) => setUrl(e.target.value)} placeholder="https://platform.example.com/wl/v1" aria-describedby="platform-import-hint" />
        </label>
        <label>
          {t('platformImport.domain')}
          <input type="text" value={domain} onChange={(e) => setDomain(e.target.value)} placeholder="club.example.com" />
        </label>
        <p id="platform-import-hint">{t('platformImport.hint')}</p>
        <SmallButton type="submit" disabled={busy || url.trim() === ''}>
          {busy ? t('platformImport.busy') : t('platformImport.submit')}
        </SmallButton>
        {problem ? <p role="alert">{problem}</p> : null}
        {done ? (
          <p role="status">
            {t('platformImport.done', { ...done.values, host: done.host })}
            {Number(done.values.count) > 0 ? ` ${t('platformImport.missing', { count: Number(done.values.count) })}` : ''}
          </p>
        ) : null}
      </form>
    </Box>
  );
}
