// After sign-in: the roles owners of other channels offered this account, each accepted or declined
// here (a role counts only once accepted). An operator holding channels may answer later (the
// invitations come back at the next sign-in); one holding none signs out if none is accepted.
import { useState } from 'react';
import { acceptInvitation } from '@/lib/api/operations/accept-invitation';
import { declineInvitation } from '@/lib/api/operations/decline-invitation';
import { operatorLogout } from '@/lib/api/operations/operator-logout';
import { SmallButton } from '../styles';
import { useStudioT } from '../studio-i18n';
import { writeSession, type Invitation, type OperatorSession } from './session';
import { SignInForm } from './styles';
import { accountFailure } from './team-failure';

export function InvitationsScreen({ session }: { session: OperatorSession }) {
  const { t } = useStudioT();
  const [note, setNote] = useState('');
  const invitations = session.invitations ?? [];

  const answer = async (invitation: Invitation, accept: boolean) => {
    const words = { channel: invitation.channel_name, role: t(`team.roles.${invitation.role}`) };
    try {
      const now = await (accept ? acceptInvitation : declineInvitation)(invitation.channel_id);
      const channelId = session.channelId || now.operator.channels[0]?.channel_id || '';
      writeSession({ ...session, operator: now.operator, invitations: now.invitations, channelId });
      setNote(t(accept ? 'invitations.accepted' : 'invitations.declined', words));
    } catch (error) {
      setNote(accountFailure(t('invitations.answering'), error));
    }
  };

  const signOut = async () => {
    await operatorLogout().catch(() => undefined);
    writeSession(null);
  };

  return (
    <SignInForm as="section" aria-labelledby="invitations-heading">
      <h1 id="invitations-heading">{t('invitations.title')}</h1>
      <p>{t('invitations.intro')}</p>
      {invitations.length === 0 ? <p>{t('signIn.noChannel')}</p> : null}
      <ul>
        {invitations.map((invitation) => {
          const words = { channel: invitation.channel_name, role: t(`team.roles.${invitation.role}`), by: invitation.invited_by };
          return (
            <li key={invitation.channel_id}>
              <p>{t('invitations.offer', words)}</p>
              <SmallButton type="button" onClick={() => void answer(invitation, true)}>
                {t('invitations.accept', words)}
              </SmallButton>{' '}
              <SmallButton type="button" onClick={() => void answer(invitation, false)}>
                {t('invitations.decline', words)}
              </SmallButton>
            </li>
          );
        })}
      </ul>
      {session.channelId ? (
        <SmallButton type="button" onClick={() => writeSession({ token: session.token, operator: session.operator, channelId: session.channelId })}>
          {invitations.length > 0 ? t('invitations.later') : t('invitations.continue')}
        </SmallButton>
      ) : (
        <SmallButton type="button" onClick={() => void signOut()}>
          {t('operator.signOut')}
        </SmallButton>
      )}
      <p role="status" aria-live="polite">
        {note}
      </p>
    </SignInForm>
  );
}
