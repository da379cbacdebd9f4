// The studio's sign-in screen: operators only (not members), an operator token kept for this tab.
import { useState, type FormEvent } from 'react';
import { isApiError } from '@/lib/api/errors';
import { operatorLogin } from '@/lib/api/operations/operator-login';
import { StudioLanguageSwitch } from '../language-switch';
import { SmallButton } from '../styles';
import { useStudioT } from '../studio-i18n';
import { writeSession } from './session';
import { SignInForm } from './styles';

export function OperatorSignIn({ preferredChannel }: { preferredChannel: string | null }) {
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
    <SignInForm onSubmit={(event) => void submit(event)} aria-labelledby="operator-sign-in">
      <h1 id="operator-sign-in">{t('signIn.title')}</h1>
      <p>{t('signIn.intro')}</p>
      <StudioLanguageSwitch />
      <label>
        {t('signIn.email')}
        <input name="email" type="email" autoComplete="username" required />
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
