import { lazy } from 'react';
import type { ItemRenderer } from '@/engine/blocks';
import { itemRendererDefinitions } from '@/generated/extensions';

/** Starts loading a renderer's chunk before React asks for it (import() shares the request). */
export const itemRendererPreloads: Record<string, () => Promise<unknown>> = Object.fromEntries(
  itemRendererDefinitions.map((d) => [d.name, d.load]),
);

/** Bespoke components load with the first screen that shows them, never on the boot path. */
export const itemRenderers: Record<string, ItemRenderer> = Object.fromEntries(
  itemRendererDefinitions.map((d) => [d.name, lazy(async () => ({ default: await d.load() }))]),
);
