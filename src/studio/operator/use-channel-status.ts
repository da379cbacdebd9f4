// The chosen channel's publishing status (version, drafts, proposals, schedule); the published
// version becomes the If-Match of the studio's next publish.
import { useCallback, useEffect, useState } from 'react';
import type { components } from '@/generated/api';
import { getChannelStatus } from '@/lib/api/operations/get-channel-status';
import { getVersion } from '@/lib/api/operations/get-version';
import { useStudioT } from '../studio-i18n';
import { toPreset } from './config';
import { channelEtag, endOnUnauthorized, setChannelEtag, type OperatorSession } from './session';

export type ChannelStatus = components['schemas']['ChannelStatus'];

export function useChannelStatus(session: OperatorSession) {
  const [status, setStatus] = useState<ChannelStatus | null>(null);
  const { t } = useStudioT();
  // Why the status could not be read (the API's words); said in the studio language of the moment.
  const [failure, setFailure] = useState<string | null>(null);
  const refresh = useCallback(async () => {
    try {
      const next = await getChannelStatus();
      setStatus(next);
      setFailure(null);
      return next;
    } catch (error) {
      endOnUnauthorized(error);
      setFailure((error as Error).message);
      return null;
    }
  }, []);
  useEffect(() => {
    getChannelStatus().then(
      (next) => {
        setStatus(next);
        // A sign-in resumed after it ended keeps the version the draft was opened on (a new one has none).
        if (!channelEtag()) setChannelEtag(`"v${next.version.number}"`);
      },
      (error: unknown) => {
        endOnUnauthorized(error);
        setFailure((error as Error).message);
      },
    );
  }, [session.channelId, session.token]);
  return { status, refresh, problem: failure === null ? '' : t('open.statusFailed', { reason: failure }) };
}

/** The chosen channel's published version as a draft the studio opens (and its version as the If-Match). */
export async function publishedDraft() {
  const status = await getChannelStatus();
  const version = await getVersion(status.version.number);
  setChannelEtag(`"v${version.number}"`);
  return { source: `version:${version.number}`, draft: toPreset(`${status.channel_id}-v${version.number}`, version.config ?? { sections: {} }) };
}
