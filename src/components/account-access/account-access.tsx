import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Box, Button, Heading, Stack, Text } from '@/engine/theme';
import type { ItemRendererProps } from '@/engine/blocks';
import { useLinkIdentity } from '@/lib/api/operations/link-identity';
import { useIdentities } from '@/lib/api/operations/list-identities';
import { useUnlinkIdentity } from '@/lib/api/operations/unlink-identity';
import { useVerifyIdentity } from '@/lib/api/operations/verify-identity';
import { Spinner } from '@/components/dialogs';
import { IdentityRow } from './identity-row';
import { TextField } from './text-field';

/** International format as the backend takes it: optional +, 6 to 15 digits (spaces allowed). */
export const PHONE_PATTERN = /^\+?\d{6,15}$/;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 12px;
  max-width: 420px;
`;

/**
 * /account-access (screen component `account-access`): the member's identities (phone numbers,
 * e-mail, card), adding a phone number (link; an SMS code follows), verifying it with that code and
 * removing any identity but the primary one (the list is refreshed by the mutations).
 */
export function AccountAccess(_: ItemRendererProps) {
  const { t } = useTranslation();
  const identities = useIdentities();
  const link = useLinkIdentity();
  const verify = useVerifyIdentity();
  const unlink = useUnlinkIdentity();
  const [phone, setPhone] = useState('');
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const [verifyingId, setVerifyingId] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const listHeading = useRef<HTMLHeadingElement>(null);
  const listId = useId();
  const removing = useRef<string | null>(null);
  const addId = useId();

  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (link.isPending) return;
    const value = phone.replace(/\s+/g, '');
    if (!PHONE_PATTERN.test(value)) {
      setPhoneError(t('account.phoneInvalid'));
      return;
    }
    setPhoneError(null);
    try {
      const identity = await link.mutateAsync({ type: 'phone', value });
      setPhone('');
      setVerifyingId(identity.id);
      setStatus(t('account.added', { value: identity.value }));
    } catch {
      // The client showed the server's message (e.g. the number is already linked).
    }
  };

  const verifyIdentity = async (id: string, value: string, code: string) => {
    await verify.mutateAsync({ id, code });
    setVerifyingId(null);
    setStatus(t('account.verifiedDone', { value }));
  };

  const remove = async (id: string, value: string) => {
    removing.current = id;
    try {
      await unlink.mutateAsync(id);
    } catch (error) {
      removing.current = null;
      throw error;
    }
    setStatus(t('account.removed', { value }));
  };

  useEffect(() => {
    // The removed row took its dialog and the dialog's trigger with it: once it is gone (and the
    // dialog's focus trap with it), keep the keyboard user in place at the list's heading.
    const id = removing.current;
    if (id && identities.data && !identities.data.some((identity) => identity.id === id)) {
      removing.current = null;
      listHeading.current?.focus();
    }
  }, [identities.data]);

  return (
    <Stack gap={5}>
      <Box as="section" aria-labelledby={listId}>
        <Heading as="h2" id={listId} ref={listHeading} tabIndex={-1} fontSize={4} mb={2}>
          {t('account.identities')}
        </Heading>
        {identities.isPending && (
          <Text role="status">
            <Spinner /> {t('common.loading')}
          </Text>
        )}
        {identities.isError && <Text role="alert">{t('errors.generic')}</Text>}
        {identities.isSuccess && identities.data.length === 0 && <Text>{t('account.empty')}</Text>}
        {identities.isSuccess && identities.data.length > 0 && (
          <List>
            {identities.data.map((identity) => (
              <IdentityRow
                key={identity.id}
                identity={identity}
                verifying={verifyingId === identity.id}
                onVerifyingChange={(open) => setVerifyingId(open ? identity.id : null)}
                onVerify={(code) => verifyIdentity(identity.id, identity.value, code)}
                onRemove={() => remove(identity.id, identity.value)}
              />
            ))}
          </List>
        )}
      </Box>
      <Text role="status">{status}</Text>
      <Box as="section" aria-labelledby={addId}>
        <Heading as="h2" id={addId} fontSize={4} mb={3}>
          {t('account.addTitle')}
        </Heading>
        <Form onSubmit={(event) => void add(event)} noValidate>
          <TextField
            label={t('forms.fields.phone')}
            hint={t('account.phoneHint')}
            type="tel"
            autoComplete="tel"
            value={phone}
            error={phoneError}
            onChange={(event) => setPhone(event.target.value)}
          />
          <div>
            <Button type="submit" variant="confirm" aria-disabled={link.isPending || undefined} aria-busy={link.isPending || undefined}>
              {link.isPending && <Spinner />}
              {t('account.add')}
            </Button>
          </div>
        </Form>
      </Box>
    </Stack>
  );
}
