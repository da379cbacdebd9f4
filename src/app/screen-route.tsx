import { useQueryClient } from '@tanstack/react-query';
import { Suspense, use, useDeferredValue, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Note, ScreenLoading, ScreenRenderer } from '@/engine/blocks';
import { useSession } from '@/lib/session';
import { markScreenShown } from '@/lib/first-screen';
import { loadRoute, type LoadableRoute } from './loading/route-loader';

type Entries = Readonly<Record<string, unknown>>;
type Props = { route: LoadableRoute; served: Entries; overrides: Entries };

/**
 * A route's screen (built-in, under the channel's served one, under a SETTINGS override), loaded by
 * the route loader (src/app/loading) and read through Suspense: the loading state shows until the
 * screen, its block renderers and its reads are in, then the screen shows whole. A new draft of the same screen
 * (studio preview) keeps the shown one until it has loaded.
 */
function LoadedScreen({ route, served, overrides }: Props) {
  const { t } = useTranslation();
  const params = useParams();
  const queryClient = useQueryClient();
  const { logged } = useSession();
  const loading = useDeferredValue(loadRoute(route, params, { queryClient, signedIn: logged, served, overrides }));
  const { screen, failed } = use(loading);
  useEffect(markScreenShown, []);
  if (failed) return <Note $tone="error" role="alert">{t('errors.screenLoad')}</Note>;
  if (!screen) return <Note $tone="error" role="alert">{t('errors.unknownScreen', { name: route.screen })}</Note>;
  return <ScreenRenderer screen={screen} params={params} name={route.screen} />;
}

export function ScreenRoute(props: Props) {
  const { t } = useTranslation();
  // One boundary per screen: another route's screen shows the loading state at once, as on first load.
  return (
    <Suspense key={props.route.screen} fallback={<ScreenLoading label={t('common.loading')} />}>
      <LoadedScreen {...props} />
    </Suspense>
  );
}
