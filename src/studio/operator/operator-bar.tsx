// Who is signed in, their role on the chosen channel, the channels they hold, and sign-out.
import { operatorLogout } from '@/lib/api/operations/operator-logout';
import { StudioLanguageSwitch } from '../language-switch';
import { SmallButton } from '../styles';
import { useStudioT } from '../studio-i18n';
import { roleName } from './history-words';
import { roleOf, writeSession, type OperatorSession } from './session';
import { OperatorBarBox } from './styles';

export function OperatorBar({ session }: { session: OperatorSession }) {
  const { t } = useStudioT();
  const signOut = async () => {
    // The token ends on the server too; the tab forgets it whatever the answer.
    await operatorLogout().catch(() => undefined);
    writeSession(null);
  };
  return (
    <OperatorBarBox>
      <StudioLanguageSwitch />
      <label>
        {t('operator.channel')}
        <select value={session.channelId} onChange={(e) => writeSession({ ...session, channelId: e.target.value })} aria-label={t('operator.channelLabel')}>
          {session.operator.channels.map((c) => (
            <option key={c.channel_id} value={c.channel_id}>
              {c.channel_id} ({roleName(t, c.role)})
            </option>
          ))}
        </select>
      </label>
      <span>
        {session.operator.name} · {roleName(t, roleOf(session) ?? '')}
      </span>
      <SmallButton type="button" onClick={() => void signOut()}>
        {t('operator.signOut')}
      </SmallButton>
    </OperatorBarBox>
  );
}
