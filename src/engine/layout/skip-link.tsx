import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { focusRing } from '@/engine/theme';

export const MAIN_CONTENT_ID = 'main-content';

// Hidden above the page by its own height (not a fixed offset): custom CSS may enlarge its text, and
// a taller link must still not reach down over the header.
const Anchor = styled.a`
  position: absolute;
  left: 8px;
  top: 0;
  transform: translateY(-100%);
  z-index: ${({ theme }) => theme.zIndices.toast};
  padding: 8px 16px;
  background: ${({ theme }) => theme.colors.white};
  color: ${({ theme }) => theme.colors.black};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  &:focus {
    top: 8px;
    transform: none;
    ${focusRing}
  }
`;

/** First focusable element of the page: jumps past the header and menu to the main content. */
export function SkipLink() {
  const { t } = useTranslation();
  return <Anchor href={`#${MAIN_CONTENT_ID}`}>{t('common.skipToContent')}</Anchor>;
}
