import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, startTransition, Suspense, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageLayout, PortalShell } from '@/components/layouts';
import { OfflineState } from '@/components/offline-state';
import { useSections } from '@/engine/config';
import { Heading, Link, Text } from '@/engine/theme';
import { linkAvailability, LinkAvailabilityProvider, resolveRoutes, routeSettings, type ActiveRoute, type RouteTable } from '@/engine/routes';
import { useUser } from '@/lib/api/operations/get-user';
import { consentsQuery, footerListedConsents } from '@/lib/api/operations/list-consents';
import { useOnline } from '@/lib/offline';
import { logout, useSession } from '@/lib/session';
import { markScreenShown, onScreenShown } from '@/lib/first-screen';
import { loadDealsSidebar } from './loading/route-loader';
import { useRoutePrefetch } from './loading/route-prefetch';
import { forgetReturnPath, rememberReturnPath } from './journey-state';
import { ScreenRoute } from './screen-route';
import { useUnreadNewsCount } from './use-unread-news';

const FooterConsentModal = lazy(async () => ({ default: (await import('@/components/consent')).FooterConsentModal }));

const DealsSidebar = lazy(async () => ({ default: (await loadDealsSidebar()).DealsSidebar }));

/**
 * Screens that work without network (the service worker keeps what they need: docs/offline.md).
 * Every other member screen opened while the browser is offline shows the offline state with a
 * retry. A screen already shown stays when the network drops, so nothing a member typed is lost;
 * the offline state is part of the shell's chunk because no chunk can be fetched then.
 */
export const OFFLINE_SCREENS: ReadonlySet<string> = new Set(['card', 'till']);

type OpenConsent = { id: string; versionId: string } | null;

function primaryPoints(user: ReturnType<typeof useUser>['data']): number | null {
  if (!user) return null;
  return user.wallets.find((wallet) => wallet.is_primary)?.points ?? 0;
}

/**
 * A visitor on a member route goes to sign-in, and comes back after it. Not when the session ended
 * on this very page (logout, token loss): that page was the previous member's.
 */
function RedirectTo({ route, sessionEndedHere }: { route: ActiveRoute; sessionEndedHere: boolean }) {
  const location = useLocation();
  if (route.access === 'member' && !sessionEndedHere) rememberReturnPath(`${location.pathname}${location.search}`);
  return <Navigate to={route.redirectTo ?? '/'} replace />;
}

/** An address no route of the channel answers: a page like any other, with a way home. */
function NotFound() {
  const { t } = useTranslation();
  useEffect(markScreenShown, []);
  return (
    <PageLayout layout="page-single">
      <Heading as="h1" fontSize="1.75rem" mt={0} mb={3}>
        {t('errors.notFoundTitle')}
      </Heading>
      <Text role="alert" mb={3}>
        {t('errors.notFound')}
      </Text>
      <Link to="/">{t('blocks.backHome')}</Link>
    </PageLayout>
  );
}

type Props = {
  routeTable: RouteTable;
  servedScreens: Readonly<Record<string, unknown>>;
  screenOverrides: Readonly<Record<string, unknown>>;
};

export function PortalRoutes({ routeTable, servedScreens, screenOverrides }: Props) {
  const session = useSession();
  const sections = useSections();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const signedIn = session.logged;
  const location = useLocation();
  // The location (history entry) on which the session last ended, tracked during render so the
  // redirect that follows on the same render sees it.
  const [lastSignedIn, setLastSignedIn] = useState(signedIn);
  const [endedAtKey, setEndedAtKey] = useState<string | null>(null);
  if (lastSignedIn !== signedIn) {
    setLastSignedIn(signedIn);
    if (!signedIn) {
      setEndedAtKey(location.key);
      forgetReturnPath();
    }
  }
  const online = useOnline();
  const [entry, setEntry] = useState({ key: location.key, offline: !online });
  if (entry.key !== location.key) setEntry({ key: location.key, offline: !online });
  const offlineScreen = entry.offline && !online;

  const routes = useMemo(
    () => resolveRoutes(routeTable, routeSettings(sections), session),
    [routeTable, sections, session],
  );
  const available = useMemo(() => linkAvailability(routes), [routes]);
  useRoutePrefetch(routes, { queryClient, signedIn, served: servedScreens, overrides: screenOverrides });
  const exists = useMemo(() => linkAvailability(routes, { anySession: true }), [routes]);

  const onLogout = useCallback(() => {
    logout();
    forgetReturnPath();
    queryClient.clear();
    navigate('/', { replace: true });
  }, [navigate, queryClient]);

  const element = (route: ActiveRoute) => {
    if (route.redirectTo) return <RedirectTo route={route} sessionEndedHere={endedAtKey === location.key} />;
    const layout = route.layout === 'consent' && signedIn ? 'page-single' : route.layout;
    if (offlineScreen && route.access === 'member' && !OFFLINE_SCREENS.has(route.screen)) {
      return (
        <PageLayout layout={layout}>
          <OfflineState />
        </PageLayout>
      );
    }
    const sidebar =
      layout === 'page-two-column' && signedIn ? (
        <Suspense fallback={null}>
          <DealsSidebar />
        </Suspense>
      ) : undefined;
    return (
      <PageLayout layout={layout} sidebar={sidebar}>
        <ScreenRoute route={route} served={servedScreens} overrides={screenOverrides} />
      </PageLayout>
    );
  };

  return (
    <LinkAvailabilityProvider value={available} exists={exists}>
      <Shell signedIn={signedIn} onLogout={onLogout}>
        <Routes>
          {routes.map((route) => (
            <Route key={route.path} path={route.path} element={element(route)} />
          ))}
          <Route path="*" element={<NotFound />} />
        </Routes>
      </Shell>
    </LinkAvailabilityProvider>
  );
}

/**
 * The shell around the routes, with the reads only it shows (the member's points and verification,
 * unread news, the footer's consent list). Its own component, so an answer to one of these reads
 * re-renders the shell, not the routed screen: `children` is the same element then, and React
 * skips it (a read's answer renders at once, in one task, so it must not include the screen).
 */
function Shell({ signedIn, onLogout, children }: { signedIn: boolean; onLogout: () => void; children: ReactNode }) {
  const sections = useSections();
  const webOn = sections.GENERAL.web;
  const { data: user } = useUser();
  const unreadCount = useUnreadNewsCount(signedIn && webOn);
  const [openConsent, setOpenConsent] = useState<OpenConsent>(null);
  // Footer column 1 lists the required consent documents (FOOTER.consents); each opens the terms modal.
  const footerConsentsOn = Boolean(sections.FOOTER.enabled && sections.FOOTER.consents);
  // Read once the first screen has settled: the footer is below the first paint, and its answer
  // arriving during the boot would be one more piece of work before the largest paint. The
  // re-render it starts is a transition (rendered in slices).
  const [screenShown, setScreenShown] = useState(false);
  useEffect(() => onScreenShown(() => startTransition(() => setScreenShown(true))), []);
  const footerConsentList = useQuery({ ...consentsQuery('FOOTER'), enabled: footerConsentsOn && screenShown });
  const footerConsents = useMemo(
    () => footerListedConsents(footerConsentList.data ?? []),
    [footerConsentList.data],
  );
  const onOpenConsent = useCallback((id: string, versionId: string) => setOpenConsent({ id, versionId }), []);

  return (
    <PortalShell
      signedIn={signedIn}
      points={primaryPoints(user)}
      unreadCount={unreadCount}
      verified={user?.is_verified}
      onLogout={onLogout}
      consents={footerConsents}
      onOpenConsent={onOpenConsent}
    >
      {children}
      {openConsent ? (
        <Suspense fallback={null}>
          <FooterConsentModal consentId={openConsent.id} versionId={openConsent.versionId} onClose={() => setOpenConsent(null)} />
        </Suspense>
      ) : null}
    </PortalShell>
  );
}
