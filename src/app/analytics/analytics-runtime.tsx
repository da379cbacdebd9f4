import { useQueries } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { BloomreachConfig, Journal } from '@/engine/integrations';
import { createBloomreachAdapter } from '@/engine/integrations/bloomreach-adapter';
import { localIdentityMemory } from '@/engine/integrations/identity-memory';
import { createTracker, type ConsentState } from '@/engine/integrations/tracker';
import { useUser } from '@/lib/api/operations/get-user';
import { consentsQuery, type Consent, type ConsentPlacement } from '@/lib/api/operations/list-consents';
import { useSession } from '@/lib/session';

type Props = { config: BloomreachConfig; journal: Journal };

// The consent screen reads the consent from these lists too (shared cache, same calls).
const PLACEMENTS: readonly ConsentPlacement[] = ['PROFILE', 'FOOTER', 'REGISTRATION'];

function consentState(lists: ReadonlyArray<{ data?: Consent[]; isPending: boolean }>, id: string): ConsentState {
  const items = lists.flatMap((list) => list.data ?? []).filter((item) => item.id === id);
  if (items.some((item) => item.signature)) return 'granted';
  return lists.some((list) => list.isPending) ? 'unknown' : 'denied';
}

/** Loaded once the page is idle: feeds the tracker with the journal, the member and the consent. */
export default function AnalyticsRuntime({ config, journal }: Props) {
  const { logged } = useSession();
  const [tracker] = useState(() =>
    createTracker({
      load: () => createBloomreachAdapter(config),
      customerIds: config.customerIds,
      gated: config.consentId !== null,
      signedIn: journal.signedInAtStart,
      memory: localIdentityMemory,
    }),
  );
  const user = useUser();
  const gated = config.consentId !== null;
  const consentLists = useQueries({ queries: PLACEMENTS.map((placement) => ({ ...consentsQuery(placement), enabled: logged && gated })) });
  const consent = config.consentId === null ? 'granted' : consentState(consentLists, config.consentId);

  useEffect(() => journal.connect((entry) => tracker.handle(entry)), [journal, tracker]);

  useEffect(() => {
    if (logged && gated) tracker.consent(consent);
  }, [tracker, logged, gated, consent]);

  useEffect(() => {
    if (!logged) return;
    if (user.data) tracker.member(user.data);
    else if (user.isError) tracker.member(null);
  }, [tracker, logged, user.data, user.isError]);

  return null;
}
