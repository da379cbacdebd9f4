// The chosen channel's publishing status (version, drafts, proposals, schedule, the operator's role),
// read when the studio opens and then every 8 seconds while the tab is visible (and at once when it
// becomes visible again): a publish, a proposal saved again or a role taken away is seen within
// seconds. The operator reads are `no-store` on the service, so no cache answers them.
import { useCallback, useEffect, useState } from 'react';
import type { components } from '@/generated/api';
import { getChannelStatus } from '@/lib/api/operations/get-channel-status';
import { getVersion } from '@/lib/api/operations/get-version';
import { useStudioT } from '../studio-i18n';
import { presetOfConfig } from '@/channel/config';
import { endOnRoleRemoved, endOnUnauthorized, setChannelEtag, updateRole, type OperatorSession } from './session';

export type ChannelStatus = components['schemas']['ChannelStatus'];

/** How often the status is read while the studio is visible (one read at a time: a slow service is not piled on). */
export const STATUS_POLL_MS = 8000;

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
      if (next.role) updateRole(next.role);
      return next;
    } catch (error) {
      endOnUnauthorized(error);
      endOnRoleRemoved(error);
      setFailure((error as Error).message);
      return null;
    }
  }, []);
  useEffect(() => {
    void Promise.resolve().then(refresh);
    let reading = false;
    const poll = () => {
      if (document.visibilityState !== 'visible' || reading) return;
      reading = true;
      void refresh().finally(() => (reading = false));
    };
    const timer = window.setInterval(poll, STATUS_POLL_MS);
    document.addEventListener('visibilitychange', poll);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', poll);
    };
  }, [refresh, session.channelId, session.token]);
  return { status, refresh, problem: failure === null ? '' : t('open.statusFailed', { reason: failure }) };
}

/** A version read from the service, refused when its content is not the version asked for. */
export async function versionConfig(number: number) {
  const version = await getVersion(number);
  if (version.number !== number || !version.config) throw new Error(`the service answered version ${version.number} for version ${number}`);
  return { number, config: version.config };
}

/**
 * The chosen channel's live version as the draft the studio opens, read through the operator calls
 * (never a member's cached config read): its number, the content's own, becomes the draft's base.
 */
export async function publishedDraft() {
  const status = await getChannelStatus();
  const version = await versionConfig(status.version.number);
  setChannelEtag(`"v${version.number}"`);
  return { source: `version:${version.number}`, draft: presetOfConfig(`${status.channel_id}-v${version.number}`, version.config) };
}
