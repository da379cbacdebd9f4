// The studio's sign-in screen: operators only (not members), an operator token kept for this tab.
import { useState, type FormEvent } from 'react';
import { isApiError } from '@/lib/api/errors';
import { operatorLogin } from '@/lib/api/operations/operator-login';
import { StudioLanguageSwitch } from '../language-switch';
import { SmallButton } from '../styles';
import { useStudioT } from '../studio-i18n';
import { OPERATOR_SIGN_IN_HOURS, writeSession, type EndedSession } from './session';
import { SignInForm } from './styles';

/** `ended`: the sign-in the backend ended; the same operator signing in again continues their draft. */
export function OperatorSignIn({ preferredChannel, ended = null }: { preferredChannel: string | null; ended?: EndedSession | null }) {
  const { t } = useStudioT();
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setBusy(true);
    setProblem('');
    try {
      const { token, operator } = await operatorLogin({ email: String(data.get('email') ?? ''), password: String(data.get('password') ?? '') });
      const held = operator.channels.map((c) => c.channel_id);
      const channelId = preferredChannel && held.includes(preferredChannel) ? preferredChannel : held[0];
      if (!channelId) return setProblem(t('signIn.noChannel'));
      writeSession({ token, operator, channelId });
    } catch (error) {
      setProblem(isApiError(error) ? error.message : String(error));
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
      {problem ? <p role="alert">{problem}</p> : null}
      <SmallButton type="submit" disabled={busy}>
        {t('signIn.submit')}
      </SmallButton>
    </SignInForm>
  );
}
