// The studio preview's "one screen alone" (docs/studio.md): a screen of the draft, or a screen holding
// one form, rendered by the same ScreenRoute as a routed page, without the portal's header, menu,
// footer and routes. Only the framed preview asks for it (BootData.only, from studio-preview.ts).
import { useMemo } from 'react';
import { PageLayout } from '@/components/layouts';
import type { BootData } from './boot-data';
import { ScreenRoute } from './screen-route';

const noOverrides: Readonly<Record<string, unknown>> = {};

export function IsolatedScreen({ only }: { only: NonNullable<BootData['only']> }) {
  const served = useMemo(() => ({ [only.name]: only.screen }), [only]);
  const route = useMemo(() => ({ screen: only.name }), [only.name]);
  return (
    <main id="main" data-preview-only={only.name}>
      <PageLayout layout="page-single">
        <ScreenRoute route={route} served={served} overrides={noOverrides} />
      </PageLayout>
    </main>
  );
}
