// The studio's sign-in screen: operators only (not members), an operator token kept for this tab.
import { useState, type FormEvent } from 'react';
import { isApiError } from '@/lib/api/errors';
import { operatorLogin } from '@/lib/api/operations/operator-login';
import { SmallButton } from '../styles';
import { writeSession, type EndedSession } from './session';
import { SignInForm } from './styles';

/** `ended`: the sign-in the backend ended; the same operator signing in again continues their draft. */
export function OperatorSignIn({ preferredChannel, ended = null }: { preferredChannel: string | null; ended?: EndedSession | null }) {
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
      if (!channelId) return setProblem('This operator holds no channel.');
      writeSession({ token, operator, channelId });
    } catch (error) {
      setProblem(isApiError(error) ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <SignInForm onSubmit={(event) => void submit(event)} aria-labelledby="operator-sign-in" aria-describedby={ended ? 'operator-sign-in-ended' : undefined}>
      <h1 id="operator-sign-in">Studio sign-in</h1>
      {ended ? (
        <p id="operator-sign-in-ended" role="status" className="ended">
          {ended.reason} Sign in again as {ended.session.operator.email} to continue: your unsaved changes are kept.
        </p>
      ) : null}
      <p>Operators only: the studio changes what every member of the channel sees.</p>
      <label>
        E-mail
        <input name="email" type="email" autoComplete="username" required defaultValue={ended?.session.operator.email} />
      </label>
      <label>
        Password
        <input name="password" type="password" autoComplete="current-password" required />
      </label>
      {problem ? <p role="alert">{problem}</p> : null}
      <SmallButton type="submit" disabled={busy}>
        Sign in
      </SmallButton>
    </SignInForm>
  );
}
