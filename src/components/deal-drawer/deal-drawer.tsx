import { useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import styled, { css, keyframes } from 'styled-components';
import { SafeMarkdown } from '@/engine/blocks/safe-markdown';
import { focusVisible, Heading, RoundIconButton, VisuallyHidden } from '@/engine/theme';
import type { components } from '@/generated/api';
import { useFocusTrap } from '@/components/dialogs';
import { bodyWithoutTitle } from './deal-body';
import { parseDealLink } from './deal-link';
import { useSidebarColors, type SidebarColors } from './sidebar-colors';

type Deal = components['schemas']['Deal'];

export interface DealDrawerProps {
  deal: Deal;
  /** Closes the drawer (Escape, the backdrop, the close icon or the Close button). */
  onClose: () => void;
}

const slideIn = keyframes`
  from { transform: translateX(100%); }
  to { transform: translateX(0); }
`;

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.drawer};
  display: flex;
  justify-content: flex-end;
  background: rgba(0, 0, 0, 0.5);
`;

const Panel = styled.div`
  box-sizing: border-box;
  display: flex;
  flex-direction: column;
  width: ${({ theme }) => theme.sizes.dealDrawer};
  height: 100%;
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.white};
  color: ${({ theme }) => theme.colors.black};
  font-family: ${({ theme }) => theme.fonts.body};
  box-shadow: -8px 0 32px rgba(0, 0, 0, 0.25);
  animation: ${slideIn} 0.2s ease-out;
  &:focus {
    outline: none;
  }
  ${({ theme }) => theme.media.below600} {
    width: 100%;
  }
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Media = styled.div<{ $hasImage: boolean }>`
  position: relative;
  flex: 0 0 auto;
  min-height: ${({ $hasImage }) => ($hasImage ? 0 : 60)}px;
  img {
    display: block;
    width: 100%;
    max-height: 320px;
    object-fit: cover;
  }
`;

const CloseIcon = styled(RoundIconButton)`
  position: absolute;
  top: 12px;
  right: 12px;
  background: ${({ theme }) => theme.colors.white};
  color: ${({ theme }) => theme.colors.black};
  box-shadow: 0 1px 4px rgba(0, 0, 0, 0.3);
`;

const Content = styled.div`
  flex: 1 0 auto;
  display: flex;
  flex-direction: column;
  gap: 16px;
  padding: 24px;
`;

const Actions = styled.div`
  padding: 0 24px 24px;
`;

const mainStyles = css<{ $colors: SidebarColors }>`
  box-sizing: border-box;
  display: flex;
  align-items: center;
  justify-content: center;
  width: 100%;
  min-height: 44px;
  padding: 10px 20px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm}px;
  background: ${({ $colors }) => $colors.button};
  color: ${({ $colors }) => $colors.buttonText};
  font-family: inherit;
  font-size: 16px;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-align: center;
  text-decoration: none;
  cursor: pointer;
  ${focusVisible}
`;

const MainButton = styled.button<{ $colors: SidebarColors }>`
  ${mainStyles}
`;
const MainLink = styled.a<{ $colors: SidebarColors }>`
  ${mainStyles}
`;

function CrossIcon() {
  return (
    <svg aria-hidden="true" focusable="false" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round">
      <path d="M6 6l12 12M18 6L6 18" />
    </svg>
  );
}

/**
 * A deal in a right-side modal drawer (40% wide, full width below 600px): image, title, markdown
 * body and one button. Button link types (BUTTON_URL_BLANK / _EMBED) get a round close icon on the
 * image and a main button with the link's label that opens its URL (new tab / same window) and
 * leaves the drawer open; otherwise the main button reads Close and closes it. Focus is trapped
 * inside and returns to the element that opened it; Escape closes.
 */
export function DealDrawer({ deal, onClose }: DealDrawerProps) {
  const { t } = useTranslation();
  const colors = useSidebarColors();
  const panel = useRef<HTMLDivElement>(null);
  const closeIcon = useRef<HTMLButtonElement>(null);
  const mainButton = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const link = parseDealLink(deal);
  useFocusTrap(panel, { initialFocus: link ? closeIcon : mainButton, onEscape: onClose });
  useEffect(() => {
    // The page behind a modal drawer must not scroll (as the mobile menu drawer).
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, []);
  const image = deal.images_obj?.[0];

  return createPortal(
    <Backdrop
      data-testid="deal-drawer-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <Panel ref={panel} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <Media $hasImage={Boolean(image?.url)}>
          {image?.url ? <img src={image.url} alt={image.alt ?? ''} decoding="async" /> : null}
          {link ? (
            <CloseIcon ref={closeIcon} type="button" aria-label={t('common.close')} onClick={onClose}>
              <CrossIcon />
            </CloseIcon>
          ) : null}
        </Media>
        <Content>
          <Heading as="h2" id={titleId} fontSize={5}>
            {deal.title}
          </Heading>
          {deal.body ? <SafeMarkdown>{bodyWithoutTitle(deal.body, deal.title)}</SafeMarkdown> : null}
        </Content>
        <Actions>
          {link ? (
            <MainLink href={link.url} $colors={colors} {...(link.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
              {link.label || t('sidebar.card.more')}
              {link.newTab ? <VisuallyHidden> {t('common.opensInNewTab')}</VisuallyHidden> : null}
            </MainLink>
          ) : (
            <MainButton ref={mainButton} type="button" $colors={colors} onClick={onClose}>
              {t('common.close')}
            </MainButton>
          )}
        </Actions>
      </Panel>
    </Backdrop>,
    document.body,
  );
}

export default DealDrawer;
