import { startTransition, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Note, ScreenLoading, ScreenRenderer, useBlockRegistry, type Screen } from '@/engine/blocks';
import { markScreenShown } from './first-screen';
import { itemRendererPreloads } from './registry/item-renderers';
import { loadScreen, preloadScreen } from './screens';

type State = { name: string; screen: Screen | null; failed: boolean } | null;

/** Loads a route's screen (built-in, under the channel's served one, under a SETTINGS override) and renders its blocks. */
type Entries = Readonly<Record<string, unknown>>;

export function ScreenRoute({ name, served, overrides }: { name: string; served: Entries; overrides: Entries }) {
  const { t } = useTranslation();
  const params = useParams();
  const [state, setState] = useState<State>(null);
  const { blocks } = useBlockRegistry();

  useEffect(() => {
    let live = true;
    // The screen shows once its blocks' chunks are in, so it appears whole instead of block by block.
    // As a transition: React renders the screen in slices, yielding to the browser between them (a
    // plain update from a promise renders the whole screen in one task); the loading state stays
    // on screen until the commit, as before.
    const show = (next: NonNullable<State>) => startTransition(() => setState(next));
    loadScreen(name, served, overrides).then(
      async (screen) => {
        if (screen) await preloadScreen(screen, { blocks, itemRenderers: itemRendererPreloads });
        if (live) show({ name, screen, failed: false });
      },
      () => live && show({ name, screen: null, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [name, served, overrides, blocks]);

  const shown = state !== null && state.name === name;
  useEffect(() => {
    if (shown) markScreenShown();
  }, [shown]);

  if (!shown) return <ScreenLoading label={t('common.loading')} />;
  if (state.failed) return <Note $tone="error" role="alert">{t('errors.screenLoad')}</Note>;
  if (!state.screen) return <Note $tone="error" role="alert">{t('errors.unknownScreen', { name })}</Note>;
  return (
    <Suspense fallback={<ScreenLoading label={t('common.loading')} />}>
      <ScreenRenderer screen={state.screen} params={params} name={name} />
    </Suspense>
  );
}
