import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import styled, { useTheme } from 'styled-components';
import { useSection } from '@/engine/config';
import { BellIcon, CardIcon, UserIcon } from '@/engine/layout';
import { focusVisible } from '@/engine/theme';
import { formatPoints, pointsFromHundredths } from '@/lib/format/numbers';
import { resolveLanguage } from '@/lib/i18n/languages';

export interface HeaderProps {
  signedIn: boolean;
  /** Member's points in hundredths (shown divided by 100); the pill is hidden while undefined. */
  points?: number | null;
  /** Messages newer than the last-seen time; the badge is hidden at zero. */
  unreadCount?: number;
  /** Rendered at the end of the bar (the mobile menu button). */
  end?: ReactNode;
  /**
   * Signed in with GENERAL.web off there is no menu: the bar then offers Log out itself (the
   * member's one way out). The shell navigates home after it.
   */
  onLogout?: () => void;
}

const Bar = styled.header`
  position: relative;
  z-index: ${({ theme }) => theme.zIndices.header};
  background: ${({ theme }) => theme.header.background};
  color: ${({ theme }) => theme.header.text};
  border-bottom: ${({ theme }) => theme.header.borderBottom};
`;

const Inner = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  max-width: ${({ theme }) => theme.contentWidth}px;
  min-height: ${({ theme }) => theme.header.height}px;
  margin: 0 auto;
  padding: 8px 0;
  ${({ theme }) => theme.media.upTo1280} {
    padding: 8px 20px;
  }
  ${({ theme }) => theme.media.below600} {
    padding: 8px 12px;
    gap: 4px;
  }
`;

/*
 * The logo takes what the actions leave: its link shrinks (never below 0) and the image scales
 * down inside it (max-width 100%, object-fit contain), so the points pill and icons never cover it.
 * It has no cap of its own: where the actions leave room (web off: only Log out) the wordmark keeps
 * its configured width (HEADER.logo_width) on a phone, the size its text was drawn to be read at.
 */
const LogoImage = styled.img`
  display: block;
  width: ${({ theme }) => theme.header.logoWidth};
  max-width: 100%;
  max-height: ${({ theme }) => theme.header.height - 16}px;
  object-fit: contain;
  object-position: left center;
`;

const logoLinkStyle = `
  display: inline-flex;
  flex: 0 1 auto;
  min-width: 0;
  overflow: hidden;
  align-items: center;
  color: inherit;
  border-radius: 4px;
`;

const LogoAnchor = styled.a`
  ${logoLinkStyle}
  ${focusVisible}
`;

const LogoRouterLink = styled(RouterLink)`
  ${logoLinkStyle}
  ${focusVisible}
`;

const Actions = styled.div`
  display: flex;
  flex-shrink: 0;
  align-items: center;
  gap: 4px;
  margin-left: auto;
`;

const Pill = styled.span`
  display: inline-flex;
  align-items: center;
  min-height: 32px;
  padding: 4px 14px;
  margin-right: 8px;
  border-radius: ${({ theme }) => theme.radii.pill}px;
  background: ${({ theme }) => theme.header.pointsPill.background};
  color: ${({ theme }) => theme.header.pointsPill.text};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  white-space: nowrap;
  ${({ theme }) => theme.media.below600} {
    margin-right: 2px;
    padding: 4px 8px;
    font-size: 13px;
  }
`;

const IconLink = styled(RouterLink)`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border-radius: ${({ theme }) => theme.radii.round};
  color: inherit;
  ${focusVisible}
  ${({ theme }) => theme.media.below600} {
    width: 36px;
    height: 36px;
  }
`;

const LogoutButton = styled.button`
  min-height: 44px;
  padding: 0 12px;
  border: 1px solid currentColor;
  border-radius: ${({ theme }) => theme.radii.pill}px;
  background: transparent;
  color: inherit;
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  white-space: nowrap;
  cursor: pointer;
  ${focusVisible}
`;

const Badge = styled.span`
  position: absolute;
  top: 2px;
  right: 0;
  min-width: 20px;
  height: 20px;
  padding: 0 5px;
  border-radius: ${({ theme }) => theme.radii.pill}px;
  background: ${({ theme }) => theme.menu.unreadBackground};
  color: ${({ theme }) => theme.menu.unreadText};
  font-size: 12px;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 20px;
  text-align: center;
`;

function Logo() {
  const { t } = useTranslation();
  const header = useSection('HEADER');
  const url = header.logo?.url;
  if (!url) return null;
  if (header.logo_link) {
    return (
      <LogoAnchor href={header.logo_link} target="_blank" rel="noopener noreferrer">
        <LogoImage src={url} alt={t('header.logo')} />
      </LogoAnchor>
    );
  }
  return (
    <LogoRouterLink to="/">
      <LogoImage src={url} alt={t('common.home')} />
    </LogoRouterLink>
  );
}

/**
 * The header bar: logo (HEADER.logo, linking to HEADER.logo_link in a new tab) and, only when
 * signed in with GENERAL.web on: points pill (HEADER.show_points), card link to /card (GENERAL.card;
 * the spec's target: the card screen links on to the till), news
 * bell with the unread count (SETTINGS.notification_bell), profile link. Signed in with web off: Log out.
 */
export function Header({ signedIn, points, unreadCount = 0, end, onLogout }: HeaderProps) {
  const { t, i18n } = useTranslation();
  const header = useSection('HEADER');
  const general = useSection('GENERAL');
  const settings = useSection('SETTINGS');
  const member = signedIn && general.web;
  const unread = Math.max(0, Math.floor(unreadCount));
  const iconSize = useTheme().sizes.headerIcon;

  return (
    <Bar>
      <Inner>
        <Logo />
        <Actions>
          {member && header.show_points && typeof points === 'number' && (
            <Pill data-testid="points-pill">{t('header.points', { count: pointsFromHundredths(points), points: formatPoints(points, resolveLanguage(i18n.language)) })}</Pill>
          )}
          {member && general.card && (
            <IconLink to="/card" aria-label={t('header.card')}>
              <CardIcon size={iconSize} />
            </IconLink>
          )}
          {member && settings.notification_bell && (
            <IconLink
              to="/news"
              aria-label={unread > 0 ? t('header.notificationsUnread', { count: unread }) : t('header.notifications')}
            >
              <BellIcon size={iconSize} />
              {unread > 0 && <Badge aria-hidden="true">{unread > 99 ? '99+' : unread}</Badge>}
            </IconLink>
          )}
          {member && (
            <IconLink to="/profile" aria-label={t('header.profile')}>
              <UserIcon size={iconSize} />
            </IconLink>
          )}
          {signedIn && !general.web && onLogout && (
            <LogoutButton type="button" onClick={onLogout}>
              {t('menu.logout')}
            </LogoutButton>
          )}
          {end}
        </Actions>
      </Inner>
    </Bar>
  );
}
