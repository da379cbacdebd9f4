import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useSections } from '@/engine/config';
import { bloomreachConfig, createJournal, type BloomreachConfig } from '@/engine/integrations';
import { whenIdle } from '@/lib/when-idle';

const AnalyticsRuntime = lazy(() => import('./analytics-runtime'));

/**
 * On the boot path only when the channel enables analytics, and then only this: it records route
 * changes and sign-in/out from the first render and, once the page is idle, loads the runtime.
 */
export function Analytics() {
  const settings = useSections().GENERAL.integrations?.bloomreach;
  const config = bloomreachConfig(settings);
  return config ? <AnalyticsRecorder config={config} /> : null;
}

function AnalyticsRecorder({ config }: { config: BloomreachConfig }) {
  const [journal] = useState(createJournal);
  const [idle, setIdle] = useState(false);
  const location = useLocation();
  const lastKey = useRef<string | null>(null);

  useEffect(() => journal.watchSession(), [journal]);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  useEffect(() => {
    // One entry per history entry: re-renders and StrictMode's second effect run see the same key.
    if (lastKey.current === location.key) return;
    lastKey.current = location.key;
    journal.push({ kind: 'navigate', path: location.pathname });
  }, [journal, location.key, location.pathname]);

  if (!idle) return null;
  return (
    <Suspense fallback={null}>
      <AnalyticsRuntime config={config} journal={journal} />
    </Suspense>
  );
}
