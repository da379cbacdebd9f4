import { Suspense, useEffect, type ReactNode } from 'react';
import { reportOnce, useBlockRegistry, type ItemRenderer } from './registry';

/** Looks an item renderer up by name (reports a missing one once). */
export function useItemRenderer(name: unknown, pointer: string): ItemRenderer | undefined {
  const registry = useBlockRegistry();
  const renderer = typeof name === 'string' ? registry.itemRenderers[name] : undefined;
  const missing = typeof name === 'string' && !renderer;
  useEffect(() => {
    if (missing) reportOnce(registry, { pointer, message: `No item renderer named "${String(name)}"` });
  }, [missing, registry, pointer, name]);
  return renderer;
}

/** Suspense boundary for lazily loaded item renderers. */
export function ItemSuspense({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  return <Suspense fallback={fallback}>{children}</Suspense>;
}
