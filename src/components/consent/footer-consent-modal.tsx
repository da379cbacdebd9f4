import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { consentsQuery } from '@/lib/api/operations/list-consents';
import { useSignConsent } from '@/lib/api/operations/sign-consent';
import { useSession } from '@/lib/session';
import { notifyInfo, notifySuccess } from '@/lib/toast';
import { ConsentTermsModal } from './consent-terms-modal';

export interface FooterConsentModalProps {
  /** `Consent.id` of the footer link. */
  consentId: string;
  /** `Consent.version_id` of the footer link: the version shown and signed. */
  versionId: string;
  onClose: () => void;
}

/**
 * The terms modal of a footer consent link, with the consent modal's contract (spec 4): the
 * consent's own read-required flag gates Agree (required when the consent is not in the footer
 * list: the cautious default). Agree sets the member's consent to true (signs this version, unless
 * it is signed already); Disagree or closing leaves it unset, and the member is told so. Signed
 * out there is no member to set it for: both only close.
 */
export function FooterConsentModal({ consentId, versionId, onClose }: FooterConsentModalProps) {
  const { t } = useTranslation();
  const { logged } = useSession();
  const list = useQuery(consentsQuery('FOOTER'));
  const consent = list.data?.find((item) => item.id === consentId);
  const sign = useSignConsent();
  const signing = useRef(false);
  const signedAlready = Boolean(consent?.signature && consent.signature.version_id === versionId);

  const agree = async () => {
    if (signing.current) return;
    if (!logged || signedAlready) return onClose();
    signing.current = true;
    try {
      await sign.mutateAsync(versionId);
      void notifySuccess(t('consent.signed'));
      onClose();
    } catch {
      // The client has shown the server's message; the modal stays for another try.
    } finally {
      signing.current = false;
    }
  };
  const disagree = () => {
    if (logged && !signedAlready) void notifyInfo(t('consent.notGiven'));
    onClose();
  };

  return (
    <ConsentTermsModal
      consentId={consentId}
      versionId={versionId}
      title={consent?.title}
      readRequired={consent?.is_read_required ?? true}
      onAgree={() => void agree()}
      onDisagree={disagree}
      onClose={disagree}
    />
  );
}
