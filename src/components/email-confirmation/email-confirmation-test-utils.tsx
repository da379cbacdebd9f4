// Test-only: the default preset's e-mail confirmation screen (a `switch` composition, or a patched one).
import { BlockRegistryProvider, ScreenRenderer, type BlockRegistry, type Screen } from '@/engine/blocks';
import { blockEntries } from '@/generated/block-registry';
import { userQuery } from '@/lib/api/operations/get-user';
import emailConfirmationScreen from '../../../channel-presets/default/screens/email-confirmation.json';
import { EmailVerification } from './email-confirmation';
import { VerificationResend } from './verification-resend';

const registry: BlockRegistry = {
  blocks: blockEntries,
  dataSources: { user: { kind: 'single', query: () => userQuery() } },
  itemRenderers: { 'email-verification': EmailVerification, 'verification-resend': VerificationResend },
  forms: {},
  actions: {},
};

export const defaultEmailConfirmationScreen = emailConfirmationScreen as Screen;

export function EmailConfirmationPage({ screen = defaultEmailConfirmationScreen }: { screen?: Screen }) {
  return (
    <BlockRegistryProvider registry={registry}>
      <ScreenRenderer screen={screen} name="email-confirmation" />
    </BlockRegistryProvider>
  );
}
