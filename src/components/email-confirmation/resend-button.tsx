import { useId, useState } from 'react';
import styled from 'styled-components';
import { Button } from '@/engine/theme';
import { Spinner } from '@/components/dialogs';
import { resendSeconds, useResendCountdown, useResendFallback } from './use-resend-countdown';

export interface ResendButtonProps {
  /** Button text ('Send a new link', 'Resend code'). */
  label: string;
  /** Text while the countdown runs, for the seconds left. */
  waitText: (seconds: number) => string;
  /** Confirmation after a successful send. */
  sentText: string;
  /** Sends again; may resolve with the server's `{ resend_after }`. A rejection starts no countdown. */
  onSend: () => Promise<unknown>;
  /** Countdown already running when shown (a code was sent just before, e.g. on /otp-verify). */
  initialSeconds?: number;
  /** Checked before sending; return false to cancel (e.g. an e-mail field is invalid). */
  canSend?: () => boolean;
}

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 16px;
`;

const Note = styled.p`
  margin: 0;
  font-size: 14px;
  color: ${({ theme }) => theme.colors.text};
`;

/**
 * A resend button disabled (aria-disabled, so it keeps focus) while its countdown runs, with the
 * seconds left as its description. The countdown text is not a live region: a screen reader would
 * hear it every second; the "sent" confirmation is one.
 */
export function ResendButton({ label, waitText, sentText, onSend, initialSeconds = 0, canSend }: ResendButtonProps) {
  const { secondsLeft, start } = useResendCountdown(initialSeconds);
  const fallbackSeconds = useResendFallback();
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const waitId = useId();
  const waiting = secondsLeft > 0;
  const blocked = waiting || busy;

  const send = async () => {
    if (blocked || (canSend && !canSend())) return;
    setBusy(true);
    setSent(false);
    try {
      const result = await onSend();
      const resendAfter = result && typeof result === 'object' ? (result as { resend_after?: unknown }).resend_after : undefined;
      start(resendSeconds(resendAfter, fallbackSeconds));
      setSent(true);
    } catch {
      // The client has shown the server's message as a toast; the member may try again.
    } finally {
      setBusy(false);
    }
  };

  return (
    <div>
      <Row>
        <Button
          variant="confirm"
          onClick={() => void send()}
          aria-disabled={blocked || undefined}
          aria-busy={busy || undefined}
          aria-describedby={waiting ? waitId : undefined}
        >
          {busy && <Spinner />}
          {label}
        </Button>
        {waiting && (
          <Note id={waitId} data-testid="resend-wait">
            {waitText(secondsLeft)}
          </Note>
        )}
      </Row>
      <Note role="status">{sent ? sentText : ''}</Note>
    </div>
  );
}
