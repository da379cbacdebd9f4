// Test-only: jsdom has no layout, so the pane's scroll metrics are faked here.
import { fireEvent } from '@testing-library/react';
import { vi } from 'vitest';
import { BlockRegistryProvider, ScreenRenderer, type BlockRegistry, type Screen, itemRenderer } from '@/engine/blocks';
import { blockEntries } from '@/generated/block-registry';
import { currentConsentTextQuery } from '@/lib/api/operations/get-current-consent-text';
import consentScreen from '../../../channel-presets/default/screens/consent.json';
import { ConsentSigning } from './consent-signing';

/** Every element reports a 1000px-high content in a 500px box (a text that needs scrolling). */
export function fakeLongText() {
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(1000);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(500);
}

/** Scrolls the pane to `top` and fires its scroll event. */
export function scrollPane(pane: HTMLElement, top: number) {
  Object.defineProperty(pane, 'scrollTop', { configurable: true, value: top });
  fireEvent.scroll(pane);
}

const consentRegistry: BlockRegistry = {
  blocks: blockEntries,
  dataSources: { 'consent-text': { kind: 'single', query: (params) => currentConsentTextQuery(String(params.id ?? '')) } },
  itemRenderers: { 'consent-signing': itemRenderer(ConsentSigning) },
  forms: {},
  actions: {},
};

/** The default preset's consent page (screen `consent`, a composition, or a patched one) for a consent id. */
export const defaultConsentScreen = consentScreen as Screen;

export function ConsentPage({ id, screen = consentScreen as Screen }: { id: string; screen?: Screen }) {
  return (
    <BlockRegistryProvider registry={consentRegistry}>
      <ScreenRenderer screen={screen} params={{ id }} name="consent" />
    </BlockRegistryProvider>
  );
}
