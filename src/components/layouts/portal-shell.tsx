import { useIsFetching } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Footer, type FooterConsent } from '@/components/footer';
import { Header } from '@/components/header';
import { Menu } from '@/components/menu';
import { MobileMenu } from '@/components/mobile-drawer';
import { VerifyBanner } from '@/components/verify-banner';
import { useSections } from '@/engine/config';
import { CustomCss, MAIN_CONTENT_ID, RouteFocus, ScrollToTop, SkipLink } from '@/engine/layout';
import { menuEntries, useLinkAvailability } from '@/engine/routes';
import { KEPT_REFRESH_ATTRIBUTE, refreshesKeptData } from '@/lib/offline/kept-refresh';

export interface PortalShellProps {
  signedIn: boolean;
  /** Member's points in hundredths (header pill). */
  points?: number | null;
  /** Unread messages (header bell badge). */
  unreadCount?: number;
  /** The member's is_verified; undefined while the user loads (no banner). */
  verified?: boolean;
  /** Required consent documents for the footer's column 1 (FOOTER.consents). */
  consents?: readonly FooterConsent[];
  /** Clears the session; the menus then go to '/'. */
  onLogout: () => void;
  /** Opens the terms modal of a consent document (footer links). */
  onOpenConsent: (id: string, versionId: string) => void;
  /** The routed page, already inside its PageLayout. */
  children: ReactNode;
}

const Main = styled.main`
  display: block;
  &:focus {
    outline: none;
  }
`;

/**
 * The frame of every screen: skip link, header, menu and mobile drawer (signed in with web on),
 * verify banner, main content, optional footer; custom CSS and scroll-to-top on route change.
 */
export function PortalShell({
  signedIn,
  points,
  unreadCount,
  verified,
  consents,
  onLogout,
  onOpenConsent,
  children,
}: PortalShellProps) {
  const { t, i18n } = useTranslation();
  const sections = useSections();
  const available = useLinkAvailability();
  // Only entries whose route is open under the current settings and session (web/card off, access).
  const entries = useMemo(
    () => menuEntries(sections, t, i18n.language).filter((entry) => entry.kind !== 'route' || available(entry.to)),
    [sections, t, i18n.language, available],
  );
  const showMenu = signedIn && sections.GENERAL.web;
  // Marked while restored kept data is refreshed: the boot loader keeps a painted snapshot up until then.
  const refreshingKept = useIsFetching({ predicate: refreshesKeptData }) > 0;
  const keptMark = refreshingKept ? { [KEPT_REFRESH_ATTRIBUTE]: '' } : {};

  return (
    <>
      <SkipLink />
      <ScrollToTop />
      <RouteFocus />
      <CustomCss css={sections.GENERAL.custom_css} />
      <Header
        signedIn={signedIn}
        points={points}
        unreadCount={unreadCount}
        end={showMenu ? <MobileMenu entries={entries} onLogout={onLogout} /> : null}
        onLogout={onLogout}
      />
      {showMenu && <Menu entries={entries} onLogout={onLogout} />}
      <VerifyBanner signedIn={signedIn} verified={verified} />
      <Main id={MAIN_CONTENT_ID} tabIndex={-1} {...keptMark}>
        {children}
      </Main>
      <Footer consents={consents} onOpenConsent={onOpenConsent} />
    </>
  );
}
