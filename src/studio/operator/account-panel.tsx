// The signed-in operator's own second factor: a new authenticator secret shown as a QR code (and
// as a key to type), confirmed with a code from the app before it takes effect.
import { useState, type FormEvent } from 'react';
import { confirmTotpEnrolment } from '@/lib/api/operations/confirm-totp-enrolment';
import { startTotpEnrolment } from '@/lib/api/operations/start-totp-enrolment';
import { useStudioT } from '../studio-i18n';
import { SmallButton } from '../styles';
import type { OperatorSession } from './session';
import { Row } from './styles';
import { accountFailure } from './team-failure';

type Enrolment = { secret: string; qr_svg: string };

export function AccountPanel({ session }: { session: OperatorSession }) {
  const { t } = useStudioT();
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [note, setNote] = useState('');

  const start = async () => {
    setNote('');
    try {
      setEnrolment(await startTotpEnrolment());
    } catch (error) {
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
        <SmallButton type="button" onClick={() => void start()}>
          {t('account.start')}
        </SmallButton>
      )}
      <p role="status" aria-live="polite">
        {note}
      </p>
    </section>
  );
}
