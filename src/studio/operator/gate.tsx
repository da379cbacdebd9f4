// The studio opens for a signed-in operator only; otherwise its sign-in screen. When the backend
// ends a sign-in (401, e.g. the token's lifetime is over) the studio stays mounted, hidden, under the
// sign-in screen: the operator's unsaved draft is there when they sign in again. Invitations to
// answer (and an account holding no channel yet) come before the studio (invitations.tsx).
import { useSyncExternalStore } from 'react';
import type { RuntimeSettings } from '@/lib/runtime-settings';
import { Studio } from '../studio';
import { readEnded, subscribeSession } from './session';
import { InvitationsScreen } from './invitations';
import { OperatorSignIn } from './sign-in';
import { useOperatorSession } from './use-operator';

export function OperatorGate({ settings }: { settings: RuntimeSettings }) {
  const session = useOperatorSession();
  const ended = useSyncExternalStore(subscribeSession, readEnded);
  const shown = session ?? ended?.session ?? null;
  if (!shown) return <OperatorSignIn preferredChannel={settings.channelId ?? null} />;
  if (session && (session.invitations !== undefined || !session.channelId)) return <InvitationsScreen session={session} />;
  return (
    <>
      {session ? null : <OperatorSignIn preferredChannel={shown.channelId} ended={ended} />}
      <div hidden={!session}>
        <Studio key={`${shown.operator.email}:${shown.channelId}`} settings={settings} session={shown} />
      </div>
    </>
  );
}
