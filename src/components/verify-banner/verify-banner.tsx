import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import styled from 'styled-components';
import { useSection } from '@/engine/config';
import { CloseIcon } from '@/engine/layout';
import { RoundIconButton, focusVisible } from '@/engine/theme';
import { useVerifyBanner, type BannerInputs } from './banner-state';

export type VerifyBannerProps = BannerInputs;

const Bar = styled.div`
  background: #fff4e5;
  color: ${({ theme }) => theme.colors.black};
  border-bottom: 3px solid ${({ theme }) => theme.colors.warning};
`;

const Inner = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  max-width: ${({ theme }) => theme.contentWidth}px;
  margin: 0 auto;
  padding: 8px 0;
  ${({ theme }) => theme.media.upTo1280} {
    padding: 8px 20px;
  }
`;

const TextLink = styled(RouterLink)`
  flex: 1;
  color: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: underline;
  text-underline-offset: 0.2em;
  ${focusVisible}
`;

/**
 * E-mail verification banner: shown when signed in and not verified (SETTINGS.verify_banner), the
 * text links to /email-confirmation, the close button hides it until the verification or
 * sign-in state changes.
 */
export function VerifyBanner({ signedIn, verified }: VerifyBannerProps) {
  const { t } = useTranslation();
  const settings = useSection('SETTINGS');
  const { visible, dismiss } = useVerifyBanner({ signedIn, verified });
  if (!visible || !settings.verify_banner) return null;
  return (
    <Bar role="region" aria-label={t('verify.banner.label')}>
      <Inner>
        <TextLink to="/email-confirmation">{t('verify.banner.text')}</TextLink>
        <RoundIconButton aria-label={t('verify.banner.close')} onClick={dismiss}>
          <CloseIcon size={20} />
        </RoundIconButton>
      </Inner>
    </Bar>
  );
}
