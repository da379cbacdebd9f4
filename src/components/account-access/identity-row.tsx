import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Flex, Text } from '@/engine/theme';
import type { Identity } from '@/lib/api/operations/list-identities';
import { Modal, Spinner } from '@/components/dialogs';
import { TextField } from './text-field';

/** A code the member types: digits only, as the SMS carries it (spec 5: the code must be valid). */
export const CODE_PATTERN = /^\d{4,8}$/;

const Row = styled.li`
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding: 16px 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Badge = styled.span<{ $tone: 'ok' | 'muted' }>`
  display: inline-block;
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radii.pill}px;
  font-size: 14px;
  border: 1px solid ${({ theme, $tone }) => ($tone === 'ok' ? theme.colors.text : theme.colors.border)};
  color: ${({ theme }) => theme.colors.text};
`;

const Value = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  overflow-wrap: anywhere;
`;

export interface IdentityRowProps {
  identity: Identity;
  /** Open the code form at once (the number was just added). */
  verifying: boolean;
  onVerifyingChange: (open: boolean) => void;
  onVerify: (code: string) => Promise<void>;
  onRemove: () => Promise<void>;
}

/** One identity: value, type, state badges; Verify (code form) when unverified; Remove unless primary. */
export function IdentityRow({ identity, verifying, onVerifyingChange, onVerify, onRemove }: IdentityRowProps) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'verify' | 'remove' | null>(null);
  const [confirming, setConfirming] = useState(false);
  const removeRef = useRef<HTMLButtonElement>(null);
  const value = identity.value;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!CODE_PATTERN.test(code.trim())) {
      setError(t('errors.invalidCode'));
      return;
    }
    setError(null);
    setBusy('verify');
    try {
      await onVerify(code.trim());
      setCode('');
    } catch {
      // The client showed the server's message ('Invalid code entered'); the member may retry.
    } finally {
      setBusy(null);
    }
  };

  const remove = async () => {
    setBusy('remove');
    try {
      await onRemove();
    } catch {
      setBusy(null);
      setConfirming(false);
    }
  };

  return (
    <Row>
      <Flex flexWrap="wrap" alignItems="center" style={{ gap: 8 }}>
        <Value>{value}</Value>
        <Text as="span" fontSize={1}>
          {t(`account.type.${identity.type}`)}
        </Text>
        {identity.is_primary && <Badge $tone="ok">{t('account.primary')}</Badge>}
        <Badge $tone={identity.is_verified ? 'ok' : 'muted'}>{identity.is_verified ? t('account.verified') : t('account.unverified')}</Badge>
      </Flex>
      <Flex flexWrap="wrap" style={{ gap: 8 }}>
        {!identity.is_verified && !verifying && (
          <Button variant="secondary" aria-label={t('account.verifyNamed', { value })} onClick={() => onVerifyingChange(true)}>
            {t('account.verify')}
          </Button>
        )}
        {!identity.is_primary && (
          <Button ref={removeRef} variant="secondary" aria-label={t('account.removeNamed', { value })} aria-haspopup="dialog" onClick={() => setConfirming(true)}>
            {t('account.remove')}
          </Button>
        )}
      </Flex>
      {verifying && !identity.is_verified && (
        <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('account.verifyNamed', { value })}>
          <Text mb={2}>{t('account.codeSent', { value })}</Text>
          <TextField
            label={t('account.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            error={error}
            onChange={(event) => setCode(event.target.value)}
          />
          <Flex mt={2} flexWrap="wrap" style={{ gap: 8 }}>
            <Button type="submit" variant="confirm" aria-disabled={busy !== null || undefined} aria-busy={busy === 'verify' || undefined}>
              {busy === 'verify' && <Spinner />}
              {t('common.confirm')}
            </Button>
            <Button variant="link" onClick={() => onVerifyingChange(false)}>
              {t('common.cancel')}
            </Button>
          </Flex>
        </form>
      )}
      {confirming && (
        <Modal title={t('account.removeTitle')} onClose={() => setConfirming(false)} busy={busy === 'remove'}>
          <Text mb={4}>{t('account.removeText', { value })}</Text>
          <Flex justifyContent="flex-end" flexWrap="wrap" style={{ gap: 8 }}>
            <Button variant="secondary" onClick={() => busy !== 'remove' && setConfirming(false)}>
              {t('common.cancel')}
            </Button>
            <Button variant="confirm" onClick={() => void remove()} aria-disabled={busy === 'remove' || undefined} aria-busy={busy === 'remove' || undefined}>
              {busy === 'remove' && <Spinner />}
              {t('account.remove')}
            </Button>
          </Flex>
        </Modal>
      )}
    </Row>
  );
}
