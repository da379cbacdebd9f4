// An image block's picture: the channel's asset library (upload with progress, pick, delete) and an
// https link on one of the channel's image hosts. A refused upload or link says why in the operator's
// language (type, size, pixel size, host, data: URI), never silently.
import { useId, useState } from 'react';
import { deleteAsset } from '@/lib/api/operations/delete-asset';
import { uploadAsset } from '@/lib/api/operations/upload-asset';
import { assetHashOf, imageSourceProblem } from '@/lib/assets/asset-ref';
import { ASSET_MAX_BYTES, ASSET_MAX_PIXELS } from '@/lib/assets/image-sniff';
import { isApiError } from '@/lib/api/errors';
import type { Json } from '@/lib/preset-check/built-preset';
import { refreshAssets, useAssetLibrary, type Asset } from './asset-store';
import { useAssetSrc } from './asset-src';
import { useOperatorSession } from './operator/use-operator';
import { useStudioT, type StudioT } from './studio-i18n';

const REFUSALS = ['ASSET_TYPE', 'ASSET_SVG', 'ASSET_TOO_LARGE', 'ASSET_DIMENSIONS', 'ASSET_EMPTY', 'ASSET_IN_USE'] as const;
const limits = { mb: ASSET_MAX_BYTES / 1024 / 1024, pixels: ASSET_MAX_PIXELS };

/** Why the service refused, in the operator's language (its own message for anything else). */
function refusal(t: StudioT, error: unknown): string {
  const body = isApiError(error) ? (error.body as { code?: string; message?: string } | undefined) : undefined;
  const code = REFUSALS.find((c) => c === body?.code);
  if (code) return t(`images.refused.${code}`, limits);
  if (isApiError(error) && error.kind === 'network') return t('images.refused.network');
  return t('images.refused.other', { reason: body?.message ?? (error as Error).message });
}

/** A library image, from the host or, for a channel served elsewhere, the operator's read (asset-src.ts). */
function Thumbnail({ asset }: { asset: Asset }) {
  const src = useAssetSrc(asset.hash);
  const height = Math.max(1, Math.round((72 * asset.height) / asset.width));
  return src ? <img src={src} alt="" width={72} height={height} loading="lazy" /> : <span style={{ display: 'block', width: 72, height }} />;
}

type Props = { props: Json | undefined; imageHosts: readonly string[]; onChange: (props: Json) => void };

export function ImageLibrary({ props, imageHosts, onChange }: Props) {
  const { t } = useStudioT();
  const id = useId();
  const session = useOperatorSession();
  const library = useAssetLibrary();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState('');
  const [link, setLink] = useState('');
  const [linkError, setLinkError] = useState('');
  const src = typeof props?.src === 'string' ? props.src : '';
  const chosen = assetHashOf(src);
  const pick = (asset: Asset) => onChange({ ...props, src: `asset:${asset.hash}`, width: asset.width, height: asset.height });

  const upload = async (file: File) => {
    if (!session) return;
    setError('');
    setProgress(0);
    try {
      const asset = await uploadAsset(file, file.name, setProgress);
      await refreshAssets(session.channelId);
      pick(asset);
    } catch (e) {
      setError(t('images.uploadRefused', { name: file.name, reason: refusal(t, e) }));
    } finally {
      setProgress(null);
    }
  };
  const remove = async (asset: Asset) => {
    if (!session) return;
    setError('');
    try {
      await deleteAsset(asset.hash);
      await refreshAssets(session.channelId);
    } catch (e) {
      setError(t('images.deleteRefused', { name: asset.name, reason: refusal(t, e) }));
    }
  };
  const useLink = () => {
    const problem = imageSourceProblem(link, imageHosts);
    if (problem) return setLinkError(t(`images.link.${problem}`, { hosts: imageHosts.join(', ') || t('images.link.noHosts') }));
    setLinkError('');
    const { width: _w, height: _h, ...rest } = props ?? {};
    onChange({ ...rest, src: link.trim() });
  };

  return (
    <section aria-labelledby={`${id}-title`} className="image-library">
      <h4 id={`${id}-title`}>{t('images.title')}</h4>
      {!session ? (
        <p className="help">{t('images.signIn')}</p>
      ) : (
        <>
          <label htmlFor={`${id}-file`}>{t('images.upload')}</label>{' '}
          <input
            id={`${id}-file`}
            type="file"
            accept="image/png,image/jpeg,image/webp,image/gif"
            aria-describedby={`${id}-limits`}
            disabled={progress !== null}
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) void upload(file);
            }}
          />
          <p id={`${id}-limits`} className="help">{t('images.limits', limits)}</p>
          {progress !== null ? <progress max={1} value={progress} aria-label={t('images.uploading')} /> : null}
          {error ? <p role="alert" className="error">{error}</p> : null}
          {library === null ? (
            <p className="help">{t('images.loading')}</p>
          ) : library.assets.length === 0 ? (
            <p className="help">{t('images.empty')}</p>
          ) : (
            <ul aria-label={t('images.list')} style={{ listStyle: 'none', padding: 0, display: 'flex', flexWrap: 'wrap', gap: 8 }}>
              {library.assets.map((asset) => (
                <li key={asset.hash} style={{ border: '1px solid #6b6b6b', borderRadius: 6, padding: 4, maxWidth: 168 }}>
                  <button type="button" aria-pressed={chosen === asset.hash} onClick={() => pick(asset)} title={asset.name}>
                    <Thumbnail asset={asset} />
                    <span style={{ display: 'block', overflowWrap: 'anywhere' }}>{t('images.use', { name: asset.name, width: asset.width, height: asset.height })}</span>
                  </button>{' '}
                  {chosen !== asset.hash ? (
                    <button type="button" onClick={() => void remove(asset)}>
                      {t('images.delete', { name: asset.name })}
                    </button>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      <label htmlFor={`${id}-link`}>{t('images.linkLabel')}</label>{' '}
      <input id={`${id}-link`} type="url" value={link} aria-invalid={linkError ? true : undefined} aria-describedby={linkError ? `${id}-link-error` : undefined} onChange={(e) => setLink(e.target.value)} />{' '}
      <button type="button" onClick={useLink}>
        {t('images.useLink')}
      </button>
      {linkError ? (
        <p id={`${id}-link-error`} role="alert" className="error">
          {linkError}
        </p>
      ) : null}
    </section>
  );
}
