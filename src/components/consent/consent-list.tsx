import { useQueries } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ItemRendererProps } from '@/engine/blocks';
import { Button, Heading, Link, Text } from '@/engine/theme';
import { consentsQuery, type Consent, type ConsentPlacement } from '@/lib/api/operations/list-consents';
import { useRevokeConsent } from '@/lib/api/operations/revoke-consent';
import { useFormat } from '@/lib/format';
import { Spinner } from '@/components/dialogs';

const PLACEMENTS: readonly ConsentPlacement[] = ['PROFILE', 'REGISTRATION', 'FOOTER'];

/** Every consent of the channel once (the lists by placement overlap), in the order first served. */
export function mergeConsents(lists: ReadonlyArray<readonly Consent[] | undefined>): Consent[] {
  const byId = new Map<string, Consent>();
  for (const list of lists) for (const consent of list ?? []) if (!byId.has(consent.id)) byId.set(consent.id, consent);
  return [...byId.values()];
}

const List = styled.ul`
  display: grid;
  gap: 16px;
  margin: 0 0 16px;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: grid;
  gap: 8px;
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md}px;
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 16px;
`;

/**
 * `consent-list` (screen `consents`, /consents, linked from the profile): every consent of the
 * channel with its version, whether the member has given it and when, a link to its page
 * (/consent/{id}: read, agree, revoke) and, for a given consent, Revoke at once. The lists by
 * placement are the spec's `consents` calls; revoking invalidates them (and the member).
 */
export function ConsentList(_props: ItemRendererProps) {
  const { t } = useTranslation();
  const lists = useQueries({ queries: PLACEMENTS.map((placement) => consentsQuery(placement)) });
  const [outcome, setOutcome] = useState<'revoked' | 'failed' | null>(null);
  const failed = lists.some((list) => list.isError);
  const pending = lists.some((list) => list.isPending);

  if (failed) {
    return (
      <Actions role="alert">
        <Text m={0}>{t('consent.listFailed')}</Text>
        <Button variant="secondary" onClick={() => lists.forEach((list) => list.isError && void list.refetch())}>
          {t('common.retry')}
        </Button>
      </Actions>
    );
  }
  if (pending) {
    return (
      <Text role="status" aria-busy="true">
        <Spinner /> {t('common.loading')}
      </Text>
    );
  }
  const consents = mergeConsents(lists.map((list) => list.data));
  return (
    <>
      <Text role="status" aria-live="polite" m={0}>
        {outcome === 'revoked' && t('consent.revoked')}
      </Text>
      <Text role="alert" m={0}>
        {outcome === 'failed' && t('consent.revokeFailed')}
      </Text>
      {consents.length === 0 ? (
        <Text>{t('consent.noneListed')}</Text>
      ) : (
        <List>
          {consents.map((consent) => (
            <ConsentRow key={consent.id} consent={consent} onOutcome={setOutcome} />
          ))}
        </List>
      )}
    </>
  );
}

function ConsentRow({ consent, onOutcome }: { consent: Consent; onOutcome: (outcome: 'revoked' | 'failed' | null) => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const revoke = useRevokeConsent();
  const titleId = useId();
  const signature = consent.signature ?? null;

  const withdraw = async () => {
    if (revoke.isPending || !signature) return;
    onOutcome(null);
    try {
      await revoke.mutateAsync({ versionId: signature.version_id, signatureId: signature.id });
      onOutcome('revoked');
    } catch {
      // The client has toasted the server's message; the row stays as it was.
      onOutcome('failed');
    }
  };

  return (
    <Row data-testid="consent-row" aria-labelledby={titleId}>
      <Heading as="h2" id={titleId} fontSize={3} m={0}>
        {consent.title}
      </Heading>
      <Text m={0} fontSize={1}>
        {t('consent.version', { version: signature?.version_id ?? consent.version_id })}
        {consent.is_required ? ` · ${t('consent.required')}` : ''}
      </Text>
      <Text m={0}>{signature ? t('consent.signedOn', { date: format.date(signature.signed_at) }) : t('consent.notSignedYet')}</Text>
      <Actions>
        <Link to={`/consent/${encodeURIComponent(consent.id)}`} aria-describedby={titleId} style={{ display: 'inline-flex', alignItems: 'center', minHeight: 24 }}>
          {signature ? t('consent.read') : t('consent.readAndAgree')}
        </Link>
        {signature && (
          <Button variant="secondary" onClick={() => void withdraw()} aria-describedby={titleId} aria-disabled={revoke.isPending || undefined} aria-busy={revoke.isPending || undefined}>
            {revoke.isPending && <Spinner />}
            {t('consent.revoke')}
          </Button>
        )}
      </Actions>
    </Row>
  );
}
