// The signed-in operator's own second factor: a new authenticator secret shown as a QR code (and
// as a key to type), confirmed with a code from the app before it takes effect. Starting needs the
// operator's password, and replacing an authenticator a current code of it (the service asks:
// TOTP_REQUIRED), so a sign-in left open is not enough to enrol.
import { useState, type FormEvent } from 'react';
import { confirmTotpEnrolment } from '@/lib/api/operations/confirm-totp-enrolment';
import { startTotpEnrolment } from '@/lib/api/operations/start-totp-enrolment';
import { useStudioT } from '../studio-i18n';
import { SmallButton } from '../styles';
import type { OperatorSession } from './session';
import { Row } from './styles';
import { accountFailure, codeOf } from './team-failure';

type Enrolment = { secret: string; qr_svg: string };

export function AccountPanel({ session }: { session: OperatorSession }) {
  const { t } = useStudioT();
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [askCode, setAskCode] = useState(false);
  const [note, setNote] = useState('');

  const start = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const code = String(data.get('current_code') ?? '').trim();
    setNote('');
    try {
      setEnrolment(await startTotpEnrolment({ password: String(data.get('password') ?? ''), ...(code ? { code } : {}) }));
      form.reset();
      setAskCode(false);
    } catch (error) {
      if (codeOf(error).code === 'TOTP_REQUIRED') setAskCode(true);
      setNote(accountFailure(t('account.starting'), error));
    }
  };

  const confirm = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code') ?? '');
    try {
      await confirmTotpEnrolment(code);
      setEnrolment(null);
      setNote(t('account.confirmed'));
    } catch (error) {
      setNote(accountFailure(t('account.confirming'), error));
    }
  };

  return (
    <section aria-labelledby="account-heading">
      <h3 id="account-heading">{t('account.title', { email: session.operator.email })}</h3>
      <p>{t('account.intro')}</p>
      {enrolment ? (
        <form onSubmit={(event) => void confirm(event)} aria-label={t('account.confirmForm')}>
          <img src={enrolment.qr_svg} width={180} height={180} alt={t('account.qr')} />
          <p>
            {t('account.key')} <code>{enrolment.secret}</code>
          </p>
          <Row>
            <label>
              {t('account.code')}
              <input name="code" inputMode="numeric" autoComplete="one-time-code" pattern="[0-9 ]{6,7}" maxLength={7} required />
            </label>
            <SmallButton type="submit">{t('account.confirm')}</SmallButton>
          </Row>
        </form>
      ) : (
        <form onSubmit={(event) => void start(event)} aria-label={t('account.startForm')}>
          <Row>
            <label>
              {t('account.password')}
              <input name="password" type="password" autoComplete="current-password" required maxLength={256} />
            </label>
            {askCode ? (
              <label>
                {t('account.currentCode')}
                <input name="current_code" inputMode="numeric" autoComplete="one-time-code" pattern="[0-9 ]{6,7}" maxLength={7} required />
              </label>
            ) : null}
            <SmallButton type="submit">{t('account.start')}</SmallButton>
          </Row>
        </form>
      )}
      <p role="status" aria-live="polite">
        {note}
      </p>
    </section>
  );
}
