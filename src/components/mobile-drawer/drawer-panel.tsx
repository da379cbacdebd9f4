// The drawer itself (its own chunk): loaded when the browser is first idle or when the hamburger
// is pressed, so the renderer chunk carries only the button (docs/performance.md).
import { useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useFocusTrap } from '@/components/dialogs/use-focus-trap';
import { MenuEntryItem } from '@/components/menu';
import { useSection } from '@/engine/config';
import { CloseIcon, FacebookIcon, InstagramIcon, TikTokIcon } from '@/engine/layout';
import { RoundIconButton, VisuallyHidden, focusVisible } from '@/engine/theme';
import type { MenuEntry } from '@/engine/routes';

export interface MobileMenuProps {
  /** From menuEntries(sections, t): dashboard, the other entries, configured items, Log out. */
  entries: readonly MenuEntry[];
  /** Clears the session; the drawer then closes and goes to '/'. */
  onLogout: () => void;
}

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.drawer};
  background: rgba(0, 0, 0, 0.5);
`;

const Panel = styled.div`
  position: fixed;
  top: 0;
  right: 0;
  bottom: 0;
  z-index: ${({ theme }) => theme.zIndices.drawer + 1};
  display: flex;
  flex-direction: column;
  width: ${({ theme }) => theme.sizes.mobileDrawer};
  overflow-y: auto;
  padding: 12px 20px 24px;
  background: ${({ theme }) => theme.menu.mobileBackground};
  color: ${({ theme }) => theme.menu.mobileText};
  font-family: ${({ theme }) => theme.fonts.body};
  box-shadow: -4px 0 24px rgba(0, 0, 0, 0.2);
  &:focus {
    outline: none;
  }
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  margin-bottom: 8px;
`;

const Title = styled.h2`
  margin: 0;
  font-size: 18px;
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Social = styled.ul`
  display: flex;
  gap: 12px;
  margin: auto 0 0;
  padding: 24px 0 0;
  list-style: none;
`;

const SocialLink = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border-radius: ${({ theme }) => theme.radii.round};
  color: inherit;
  ${focusVisible}
`;

function SocialLinks() {
  const { t } = useTranslation();
  const general = useSection('GENERAL');
  const links = [
    { id: 'facebook', href: general.facebook_link, Icon: FacebookIcon },
    { id: 'instagram', href: general.instagram_link, Icon: InstagramIcon },
    { id: 'tiktok', href: general.tiktok_link, Icon: TikTokIcon },
  ].filter((link): link is typeof link & { href: string } => Boolean(link.href));
  if (links.length === 0) return null;
  return (
    <Social aria-label={t('menu.social')}>
      {links.map(({ id, href, Icon }) => (
        <li key={id}>
          <SocialLink href={href} target="_blank" rel="noopener noreferrer">
            <Icon size={24} />
            <VisuallyHidden>
              {t(`menu.${id}`)} {t('common.opensInNewTab')}
            </VisuallyHidden>
          </SocialLink>
        </li>
      ))}
    </Social>
  );
}

export default function Drawer({ id, entries, onLogout, onClose }: MobileMenuProps & { id: string; onClose: () => void }) {
  const { t } = useTranslation();
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useFocusTrap(panel, { onEscape: onClose });
  useEffect(() => {
    // The page behind a modal drawer must not scroll.
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, []);
  return createPortal(
    <>
      <Backdrop aria-hidden="true" data-testid="mobile-drawer-backdrop" onClick={onClose} />
      <Panel ref={panel} id={id} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <Top>
          <Title id={titleId}>{t('menu.title')}</Title>
          <RoundIconButton aria-label={t('menu.close')} onClick={onClose}>
            <CloseIcon size={24} />
          </RoundIconButton>
        </Top>
        <nav aria-labelledby={titleId}>
          <List>
            {entries.map((entry) => (
              <li key={entry.id}>
                <MenuEntryItem entry={entry} onLogout={onLogout} onNavigate={onClose} />
              </li>
            ))}
          </List>
        </nav>
        <SocialLinks />
      </Panel>
    </>,
    document.body,
  );
}

