// The chosen channel's publishing status (version, drafts, proposals, schedule); the published
// version becomes the If-Match of the studio's next publish.
import { useCallback, useEffect, useState } from 'react';
import type { components } from '@/generated/api';
import { getChannelStatus } from '@/lib/api/operations/get-channel-status';
import { endOnUnauthorized, setChannelEtag, type OperatorSession } from './session';

export type ChannelStatus = components['schemas']['ChannelStatus'];

export function useChannelStatus(session: OperatorSession) {
  const [status, setStatus] = useState<ChannelStatus | null>(null);
  const [problem, setProblem] = useState('');
  const refresh = useCallback(async () => {
    try {
      const next = await getChannelStatus();
      setStatus(next);
      setProblem('');
      return next;
    } catch (error) {
      endOnUnauthorized(error);
      setProblem(`The channel's status could not be read: ${(error as Error).message}`);
      return null;
    }
  }, []);
  useEffect(() => {
    getChannelStatus().then(
      (next) => {
        setStatus(next);
        setChannelEtag(`"v${next.version.number}"`);
      },
      (error: unknown) => {
        endOnUnauthorized(error);
        setProblem(`The channel's status could not be read: ${(error as Error).message}`);
      },
    );
  }, [session.channelId, session.token]);
  return { status, refresh, problem };
}
