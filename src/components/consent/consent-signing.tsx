import { useQueries } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Button, Flex, Stack, Text } from '@/engine/theme';
import { useScreenParams, type ItemRendererProps } from '@/engine/blocks';
import type { components } from '@/generated/api';
import { consentsQuery, type Consent, type ConsentPlacement } from '@/lib/api/operations/list-consents';
import { useRevokeConsent } from '@/lib/api/operations/revoke-consent';
import { useSignConsent } from '@/lib/api/operations/sign-consent';
import { useFormat } from '@/lib/format';
import { useSession } from '@/lib/session';
import { Spinner } from '@/components/dialogs';
import { ConsentTextPane, useConsentPane } from './consent-text-pane';

const PLACEMENTS: readonly ConsentPlacement[] = ['PROFILE', 'FOOTER', 'REGISTRATION'];

/** The consent item (read-required flag, signature) from whichever list carries it. */
function useConsentItem(id: string): { consent: Consent | undefined; pending: boolean } {
  const lists = useQueries({ queries: PLACEMENTS.map((placement) => consentsQuery(placement)) });
  const consent = lists.flatMap((list) => list.data ?? []).find((item) => item.id === id);
  return { consent, pending: !consent && lists.some((list) => list.isPending) };
}

type Outcome = 'agreed' | 'disagreed' | 'revoked' | null;

type ConsentText = components['schemas']['ConsentText'];

/**
 * `consent-signing`, the part of the consent page (screen `consent`, composed in config) that stays
 * bespoke: the current version's sanitised text (the item of the enclosing detail) in a 500px pane
 * and, signed in, Agree (shown only after scrolling to the end when reading is required) to sign it,
 * Disagree to leave it unsigned, or Revoke for a given consent. The pane's scroll position gates the
 * buttons, so pane and buttons are one component. Signed out the text is shown alone. The consent
 * id is `props.id` or the route's.
 */
export function ConsentSigning({ item: text, props }: ItemRendererProps<ConsentText>) {
  const params = useScreenParams();
  const id = typeof props.id === 'string' ? props.id : (params.id ?? '');
  return text ? <Signing id={id} text={text} /> : null;
}

function Signing({ id, text }: { id: string; text: ConsentText }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { logged } = useSession();
  const { consent, pending } = useConsentItem(id);
  const html = text.html ?? '';
  const { paneRef, reachedEnd, onReachEnd } = useConsentPane(html);
  const sign = useSignConsent();
  const revoke = useRevokeConsent();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const hintId = useId();

  // Not found in any list (yet): reading is required, the cautious default.
  const readRequired = consent?.is_read_required ?? true;
  const signature = consent?.signature ?? null;
  const busy = sign.isPending || revoke.isPending;
  const canAgree = !readRequired || reachedEnd;
  const showActions = logged && !pending && !signature;

  const agree = async () => {
    if (busy) return;
    try {
      await sign.mutateAsync(text.version_id);
      setOutcome('agreed');
    } catch {
      // The client has shown the server's message.
    }
  };
  const withdraw = async () => {
    if (busy || !signature) return;
    try {
      await revoke.mutateAsync({ versionId: signature.version_id, signatureId: signature.id });
      setOutcome('revoked');
    } catch {
      // The client has shown the server's message.
    }
  };

  return (
    <Stack gap={3}>
      <ConsentTextPane html={html} label={text.title} paneRef={paneRef} onReachEnd={onReachEnd} describedBy={showActions && !canAgree ? hintId : undefined} />
      <Text role="status">
        {outcome === 'agreed' && t('consent.signed')}
        {outcome === 'disagreed' && t('consent.notGiven')}
        {outcome === 'revoked' && t('consent.revoked')}
      </Text>
      {logged && signature && (
        <Box>
          <Text mb={2}>{t('consent.signedOn', { date: format.date(signature.signed_at) })}</Text>
          <Button variant="secondary" onClick={() => void withdraw()} aria-disabled={busy || undefined} aria-busy={revoke.isPending || undefined}>
            {revoke.isPending && <Spinner />}
            {t('consent.revoke')}
          </Button>
        </Box>
      )}
      {showActions && !canAgree && (
        <Text id={hintId} fontSize={1}>
          {t('consent.scrollToRead')}
        </Text>
      )}
      {showActions && (
        <Flex flexWrap="wrap" style={{ gap: 8 }}>
          <Button variant="secondary" onClick={() => !busy && setOutcome('disagreed')} aria-disabled={busy || undefined}>
            {t('consent.disagree')}
          </Button>
          {canAgree && (
            <Button variant="confirm" onClick={() => void agree()} aria-disabled={busy || undefined} aria-busy={sign.isPending || undefined}>
              {sign.isPending && <Spinner />}
              {t('consent.agree')}
            </Button>
          )}
        </Flex>
      )}
    </Stack>
  );
}
