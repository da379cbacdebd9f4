// The channel's team, for its owners: every operator with their role and state; an owner adds an
// operator (a one-time password, chosen or generated, shown until the new operator signs in with it:
// the team is read again every few seconds while it is shown) or invites an existing account
// (pending until it accepts; the owner may withdraw it), changes or revokes a role, disables an
// account, signs it out everywhere or removes its second factor (the service refuses those unless
// the owner owns every channel of the account), and requires a second factor of publishers.
// Every operator sees their own account part (TOTP enrolment) below.
import { useEffect, useState, type FormEvent } from 'react';
import type { components } from '@/generated/api';
import { addOperator } from '@/lib/api/operations/add-operator';
import { disableOperator } from '@/lib/api/operations/disable-operator';
import { endOperatorSessions } from '@/lib/api/operations/end-operator-sessions';
import { grantRole } from '@/lib/api/operations/grant-role';
import { listTeam } from '@/lib/api/operations/list-team';
import { removeOperatorSecondFactor } from '@/lib/api/operations/remove-operator-second-factor';
import { revokeRole } from '@/lib/api/operations/revoke-role';
import { setTeamSettings } from '@/lib/api/operations/set-team-settings';
import { studioLocale, useStudioT } from '../studio-i18n';
import { SmallButton } from '../styles';
import { AccountPanel } from './account-panel';
import { holds, type OperatorRole, type OperatorSession } from './session';
import { Panel, Row } from './styles';
import { accountFailure } from './team-failure';

type Team = components['schemas']['Team'];
type Member = components['schemas']['TeamMember'];
const ROLES: OperatorRole[] = ['editor', 'publisher', 'owner'];
/** How often the team is read again while a one-time password is on screen. */
export const ONE_TIME_POLL_MS = 5_000;

export function TeamPanel({ session }: { session: OperatorSession }) {
  const { t } = useStudioT();
  const owner = holds(session, 'owner');
  const [team, setTeam] = useState<Team | null>(null);
  const [note, setNote] = useState('');
  const [secret, setSecret] = useState<{ email: string; text: string; used?: boolean } | null>(null);

  const run = async (action: string, work: () => Promise<string>) => {
    setNote(`${action}…`);
    try {
      const done = await work();
      seeTeam(await listTeam());
      setNote(done);
    } catch (error) {
      setNote(accountFailure(action, error));
    }
  };

  // A one-time password stays on screen only while it is unused: once its operator signed in with it
  // (and chose their own), the team says so and the studio forgets it (the service never returns it again).
  const seeTeam = (next: Team) => {
    setTeam(next);
    setSecret((shown) => (shown && !shown.used && !next.members.some((m) => m.email === shown.email && m.one_time_password_unused) ? { email: shown.email, text: '', used: true } : shown));
  };
  const waiting = secret !== null && !secret.used;
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => void listTeam().then(seeTeam, () => undefined), ONE_TIME_POLL_MS);
    return () => clearInterval(timer);
  }, [waiting]);

  useEffect(() => {
    if (!owner) return;
    listTeam().then(seeTeam, (error: unknown) => setNote(accountFailure(t('team.reading'), error)));
    // Once per mount (not again on a studio language switch).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [owner]);

  const add = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const email = String(data.get('email') ?? '').trim();
    const password = String(data.get('password') ?? '');
    const role = String(data.get('role')) as OperatorRole;
    void run(t('team.adding'), async () => {
      const added = await addOperator({ email, name: String(data.get('name') ?? '').trim(), role, ...(password ? { password } : {}) });
      form.reset();
      setSecret(added.one_time_password && added.member ? { email: added.member.email, text: t('team.oneTime', { email: added.member.email, password: added.one_time_password }) } : null);
      return t(added.invitation ? 'team.invited' : 'team.added', { email, role: t(`team.roles.${role}`) });
    });
  };

  const changeRole = (member: Member, role: OperatorRole) =>
    run(t('team.changing'), async () => {
      await grantRole(member.email, role);
      return t('team.roleChanged', { name: member.name, role: t(`team.roles.${role}`) });
    });

  const actions = (member: Member) => [
    { key: 'revoke', label: t('team.revoke', { name: member.name }), work: async () => (await revokeRole(member.email), t('team.revoked', { name: member.name })) },
    { key: 'end', label: t('team.endSessions', { name: member.name }), work: async () => t('team.ended', { name: member.name, count: (await endOperatorSessions(member.email)).ended }) },
    { key: 'disable', label: t('team.disable', { name: member.name }), work: async () => (await disableOperator(member.email), t('team.disabled', { name: member.name })) },
    ...(member.second_factor ? [{ key: 'totp', label: t('team.removeSecondFactor', { name: member.name }), work: async () => (await removeOperatorSecondFactor(member.email), t('team.secondFactorRemoved', { name: member.name })) }] : []),
  ];

  return (
    <Panel aria-labelledby="team-heading">
      <h2 id="team-heading">{t('team.title')}</h2>
      {owner ? (
        <>
          <table>
            <caption>{t('team.caption', { channel: session.channelId })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('team.name')}</th>
                <th scope="col">{t('team.role')}</th>
                <th scope="col">{t('team.state')}</th>
                <th scope="col">{t('team.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {(team?.members ?? []).map((member) => (
                <MemberRow key={member.email} member={member} self={member.email === session.operator.email} changeRole={changeRole} actions={actions(member)} run={run} />
              ))}
            </tbody>
          </table>
          {team?.invitations.length ? (
            <section aria-labelledby="team-invitations-heading">
              <h3 id="team-invitations-heading">{t('team.invitations')}</h3>
              <ul>
                {team.invitations.map((invitation) => (
                  <li key={invitation.email}>
                    {t(invitation.expired ? 'team.expired' : 'team.pending', {
                      name: invitation.name,
                      email: invitation.email,
                      role: t(`team.roles.${invitation.role}`),
                      date: new Date(invitation.expires_at).toLocaleString(studioLocale()),
                    })}{' '}
                    <SmallButton type="button" onClick={() => void run(t('team.withdrawing'), async () => (await revokeRole(invitation.email), t('team.withdrawn', { email: invitation.email })))}>
                      {t('team.withdraw', { email: invitation.email })}
                    </SmallButton>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <form onSubmit={add} aria-labelledby="team-add-heading">
            <h3 id="team-add-heading">{t('team.add.title')}</h3>
            <Row>
              <label>
                {t('team.add.email')}
                <input name="email" type="email" required maxLength={254} autoComplete="off" />
              </label>
              <label>
                {t('team.add.name')}
                <input name="name" required maxLength={120} autoComplete="off" />
              </label>
              <label>
                {t('team.role')}
                <select name="role" defaultValue="editor">
                  {ROLES.map((role) => (
                    <option key={role} value={role}>
                      {t(`team.roles.${role}`)}
                    </option>
                  ))}
                </select>
              </label>
              <label>
                {t('team.add.password')}
                <input name="password" type="password" minLength={12} maxLength={256} autoComplete="new-password" aria-describedby="team-add-password-hint" />
              </label>
              <SmallButton type="submit">{t('team.add.submit')}</SmallButton>
            </Row>
            <p id="team-add-password-hint">{t('team.add.passwordHint')}</p>
            <p>{t('team.add.existingHint')}</p>
          </form>
          {secret?.used ? <p role="status">{t('team.oneTimeUsed', { email: secret.email })}</p> : null}
          {secret && !secret.used ? (
            <p role="note" className="secret">
              {secret.text}
            </p>
          ) : null}
          <label className="check">
            <input
              type="checkbox"
              checked={team?.publishers_need_second_factor ?? false}
              disabled={!team}
              onChange={(e) => {
                const required = e.target.checked;
                void run(t('team.saving'), async () => (await setTeamSettings(required), t(required ? 'team.secondFactorOn' : 'team.secondFactorOff')));
              }}
            />
            {t('team.requireSecondFactor')}
          </label>
        </>
      ) : (
        <p>{t('team.ownersOnly')}</p>
      )}
      <p role="status" aria-live="polite">
        {note}
      </p>
      <AccountPanel session={session} />
    </Panel>
  );
}

type RowProps = {
  member: Member;
  self: boolean;
  changeRole: (member: Member, role: OperatorRole) => Promise<void>;
  actions: { key: string; label: string; work: () => Promise<string> }[];
  run: (action: string, work: () => Promise<string>) => Promise<void>;
};

function MemberRow({ member, self, changeRole, actions, run }: RowProps) {
  const { t } = useStudioT();
  const [role, setRole] = useState<OperatorRole>(member.role);
  const selectId = `team-role-${member.email}`;
  return (
    <tr>
      <td>
        {member.name}
        <br />
        <small>{member.email}</small>
      </td>
      <td>
        <select id={selectId} aria-label={t('team.roleOf', { name: member.name })} value={role} disabled={self || member.disabled} onChange={(e) => setRole(e.target.value as OperatorRole)}>
          {ROLES.map((r) => (
            <option key={r} value={r}>
              {t(`team.roles.${r}`)}
            </option>
          ))}
        </select>{' '}
        {!self && !member.disabled && role !== member.role ? (
          <SmallButton type="button" onClick={() => void changeRole(member, role)}>
            {t('team.saveRole', { name: member.name })}
          </SmallButton>
        ) : null}
      </td>
      <td>
        {member.disabled ? t('team.isDisabled') : t('team.active')}
        {member.second_factor ? `, ${t('team.hasSecondFactor')}` : ''}
        {`, ${t('team.sessions', { count: member.sessions })}`}
      </td>
      <td>
        {self || member.disabled ? null : (
          <Row>
            {actions.map((action) => (
              <SmallButton key={action.key} type="button" onClick={() => void run(action.label, action.work)}>
                {action.label}
              </SmallButton>
            ))}
          </Row>
        )}
      </td>
    </tr>
  );
}
