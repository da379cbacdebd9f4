// The studio's sign-in screen: operators only (not members), an operator token kept for this tab.
// An account with a second factor is asked for its code, and one with a one-time password (set by
// an owner) for a new password, on the same form: what was typed stays.
import { useState, type FormEvent } from 'react';
import { operatorLogin } from '@/lib/api/operations/operator-login';
import { StudioLanguageSwitch } from '../language-switch';
import { SmallButton } from '../styles';
import { useStudioT } from '../studio-i18n';
import { OPERATOR_SIGN_IN_HOURS, writeSession, type EndedSession } from './session';
import { SignInForm } from './styles';
import { accountFailure, codeOf } from './team-failure';

/** The extra field the last answer asked for. */
type Step = 'password' | 'totp' | 'new-password';

/** `ended`: the sign-in the backend ended; the same operator signing in again continues their draft. */
export function OperatorSignIn({ preferredChannel, ended = null }: { preferredChannel: string | null; ended?: EndedSession | null }) {
  const { t } = useStudioT();
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const [steps, setSteps] = useState<ReadonlySet<Step>>(new Set(['password']));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setBusy(true);
    setProblem('');
    try {
      const field = (name: string) => (data.has(name) ? { [name]: String(data.get(name)) } : {});
      const { token, operator, invitations = [] } = await operatorLogin({ email: String(data.get('email') ?? ''), password: String(data.get('password') ?? ''), ...field('totp'), ...field('new_password') });
      const held = operator.channels.map((c) => c.channel_id);
      const channelId = preferredChannel && held.includes(preferredChannel) ? preferredChannel : held[0];
      // An account holding no channel yet may have invitations to answer (InvitationsScreen).
      if (!channelId && invitations.length === 0) return setProblem(t('signIn.noChannel'));
      writeSession({ token, operator, channelId: channelId ?? '', ...(invitations.length > 0 ? { invitations } : {}) });
    } catch (error) {
      const { code } = codeOf(error);
      const next: Step | null = code === 'TOTP_REQUIRED' ? 'totp' : code === 'PASSWORD_CHANGE_REQUIRED' ? 'new-password' : null;
      if (next) setSteps((held) => new Set([...held, next]));
      setProblem(next && !steps.has(next) ? '' : accountFailure(t('signIn.submit'), error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <SignInForm onSubmit={(event) => void submit(event)} aria-labelledby="operator-sign-in" aria-describedby={ended ? 'operator-sign-in-ended' : undefined}>
      <h1 id="operator-sign-in">{t('signIn.title')}</h1>
      {ended ? (
        <p id="operator-sign-in-ended" role="status" className="ended">
          {t(`signIn.ended.${ended.reason}`, { hours: OPERATOR_SIGN_IN_HOURS })} {t('signIn.continueAs', { email: ended.session.operator.email })}
        </p>
      ) : null}
      <p>{t('signIn.intro')}</p>
      <StudioLanguageSwitch />
      <label>
        {t('signIn.email')}
        <input name="email" type="email" autoComplete="username" required defaultValue={ended?.session.operator.email} />
      </label>
      <label>
        {t('signIn.password')}
        <input name="password" type="password" autoComplete="current-password" required />
      </label>
      {steps.has('totp') ? (
        <>
          <p id="sign-in-totp-hint">{t('signIn.totpHint')}</p>
          <label>
            {t('signIn.totp')}
            <input name="totp" inputMode="numeric" autoComplete="one-time-code" pattern="[0-9 ]{6,7}" maxLength={7} required autoFocus aria-describedby="sign-in-totp-hint" />
          </label>
        </>
      ) : null}
      {steps.has('new-password') ? (
        <>
          <p id="sign-in-new-password-hint">{t('signIn.newPasswordHint')}</p>
          <label>
            {t('signIn.newPassword')}
            <input name="new_password" type="password" autoComplete="new-password" minLength={12} maxLength={256} required autoFocus aria-describedby="sign-in-new-password-hint" />
          </label>
        </>
      ) : null}
      {problem ? <p role="alert">{problem}</p> : null}
      <SmallButton type="submit" disabled={busy}>
        {t('signIn.submit')}
      </SmallButton>
    </SignInForm>
  );
}
