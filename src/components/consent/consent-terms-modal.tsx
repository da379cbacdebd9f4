import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Button, Flex, Text } from '@/engine/theme';
import { consentTextQuery } from '@/lib/api/operations/get-consent-text';
import { currentConsentTextQuery } from '@/lib/api/operations/get-current-consent-text';
import { Modal, Spinner } from '@/components/dialogs';
import { ConsentTextPane, useConsentPane } from './consent-text-pane';

/** Wide enough for a readable document; the modal never exceeds the viewport. */
export const CONSENT_MODAL_WIDTH = 720;

export interface ConsentTermsModalProps {
  /** `Consent.id`; its current text is shown when no version is given. */
  consentId: string;
  /** `Consent.version_id`: the exact version to show (and agree to). */
  versionId?: string | null;
  /** `Consent.is_read_required`: Agree appears only once the text is scrolled to its end. */
  readRequired: boolean;
  /** Heading while the text loads (the consent's title, e.g. from the footer link). */
  title?: string;
  /** Agree: the caller sets the consent field true (and closes the modal). */
  onAgree: () => void;
  /** Disagree: the caller sets the field false (and closes). */
  onDisagree: () => void;
  /** Close button, Escape or the backdrop: the caller sets the field false and closes. */
  onClose: () => void;
}

/**
 * The consent terms modal (spec 4: closed -> open (id, version_id, read-required) -> closed). The
 * version's text as sanitised HTML in a 500px scroll pane that takes the first focus; Agree appears
 * only after the pane is scrolled to its end when reading is required. Render it only while open.
 */
export function ConsentTermsModal({ consentId, versionId, readRequired, title, onAgree, onDisagree, onClose }: ConsentTermsModalProps) {
  const { t } = useTranslation();
  const text = useQuery(versionId ? consentTextQuery(versionId) : currentConsentTextQuery(consentId));
  const html = text.data?.html ?? '';
  const { paneRef, reachedEnd, onReachEnd } = useConsentPane(html);
  const hintId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  const heading = text.data?.title ?? title ?? t('consent.title');
  const canAgree = text.isSuccess && (!readRequired || reachedEnd);
  const loaded = text.isSuccess;

  useEffect(() => {
    // The text arrived after the dialog opened (focus went to Close): hand focus to the text,
    // unless the member has moved it meanwhile.
    if (loaded && document.activeElement === closeRef.current) paneRef.current?.focus({ preventScroll: true });
  }, [loaded, paneRef]);

  return (
    <Modal title={heading} onClose={onClose} width={CONSENT_MODAL_WIDTH} initialFocus={text.isSuccess ? paneRef : closeRef}>
      <Box mb={3}>
        {text.isPending && (
          <Text role="status">
            <Spinner /> {t('common.loading')}
          </Text>
        )}
        {text.isError && <Text role="alert">{t('errors.generic')}</Text>}
        {text.isSuccess && <ConsentTextPane html={html} label={heading} paneRef={paneRef} onReachEnd={onReachEnd} describedBy={!canAgree ? hintId : undefined} />}
      </Box>
      {text.isSuccess && !canAgree && (
        <Text id={hintId} mb={3} fontSize={1}>
          {t('consent.scrollToRead')}
        </Text>
      )}
      <Flex justifyContent="flex-end" flexWrap="wrap" style={{ gap: 8 }}>
        <Button ref={closeRef} variant="link" onClick={onClose}>
          {t('common.close')}
        </Button>
        {text.isSuccess && (
          <Button variant="secondary" onClick={onDisagree}>
            {t('consent.disagree')}
          </Button>
        )}
        {canAgree && (
          <Button variant="confirm" onClick={onAgree}>
            {t('consent.agree')}
          </Button>
        )}
      </Flex>
    </Modal>
  );
}
