// The studio opens for a signed-in operator only; otherwise its sign-in screen. When the backend
// ends a sign-in (401, e.g. the token's lifetime is over) the studio stays mounted, hidden, under the
// sign-in screen: the operator's unsaved draft is there when they sign in again.
import { useSyncExternalStore } from 'react';
import type { RuntimeSettings } from '@/lib/runtime-settings';
import { Studio } from '../studio';
import { readEnded, subscribeSession } from './session';
import { OperatorSignIn } from './sign-in';
import { useOperatorSession } from './use-operator';

export function OperatorGate({ settings }: { settings: RuntimeSettings }) {
  const session = useOperatorSession();
  const ended = useSyncExternalStore(subscribeSession, readEnded);
  const shown = session ?? ended?.session ?? null;
  if (!shown) return <OperatorSignIn preferredChannel={settings.channelId ?? null} />;
  return (
    <>
      {session ? null : <OperatorSignIn preferredChannel={shown.channelId} ended={ended} />}
      <div hidden={!session}>
        <Studio key={`${shown.operator.email}:${shown.channelId}`} settings={settings} session={shown} />
      </div>
    </>
  );
}
