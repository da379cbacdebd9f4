import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { focusRing } from '@/engine/theme';

export const MAIN_CONTENT_ID = 'main-content';

const Anchor = styled.a`
  position: absolute;
  left: 8px;
  top: -100px;
  z-index: ${({ theme }) => theme.zIndices.toast};
  padding: 8px 16px;
  background: ${({ theme }) => theme.colors.white};
  color: ${({ theme }) => theme.colors.black};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  &:focus {
    top: 8px;
    ${focusRing}
  }
`;

/** First focusable element of the page: jumps past the header and menu to the main content. */
export function SkipLink() {
  const { t } = useTranslation();
  return <Anchor href={`#${MAIN_CONTENT_ID}`}>{t('common.skipToContent')}</Anchor>;
}
