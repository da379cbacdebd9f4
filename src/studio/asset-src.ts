// Where the studio shows a library image from. On the host's own channel, the members' URL (cached
// by the browser). A channel served on another host: that host's images are not served here (by
// design, docs/security.md), so the operator's read with their token, shown from a blob: URL that is
// revoked when the image goes; null while it loads or when it cannot be read.
import { useEffect, useState } from 'react';
import { getChannelId } from '@/lib/api/client';
import { assetUrl } from '@/lib/api/operations/get-asset';
import { getOperatorAsset } from '@/lib/api/operations/get-operator-asset';
import { useOperatorSession } from './operator/use-operator';

/** Whether the studio's channel is another than the host's (its images need the operator's read). */
export const isOtherChannel = (sessionChannel: string | null | undefined, hostChannel: string | null) => Boolean(sessionChannel && hostChannel && sessionChannel !== hostChannel);

export function useAssetSrc(hash: string): string | null {
  const channel = useOperatorSession()?.channelId;
  const other = isOtherChannel(channel, getChannelId());
  const [blob, setBlob] = useState<{ key: string; url: string } | null>(null);
  const key = `${channel ?? ''}/${hash}`;
  useEffect(() => {
    if (!other) return undefined;
    let url: string | null = null;
    let gone = false;
    getOperatorAsset(hash).then(
      (image) => {
        if (gone) return;
        url = URL.createObjectURL(image);
        setBlob({ key, url });
      },
      () => undefined,
    );
    return () => {
      gone = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [other, hash, key]);
  if (!other) return assetUrl(hash);
  return blob?.key === key ? blob.url : null;
}
