// The studio opens for a signed-in operator only; otherwise its sign-in screen.
import type { RuntimeSettings } from '@/lib/runtime-settings';
import { Studio } from '../studio';
import { OperatorSignIn } from './sign-in';
import { useOperatorSession } from './use-operator';

export function OperatorGate({ settings }: { settings: RuntimeSettings }) {
  const session = useOperatorSession();
  if (!session) return <OperatorSignIn preferredChannel={settings.channelId ?? null} />;
  return <Studio key={`${session.token}:${session.channelId}`} settings={settings} session={session} />;
}
