import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api/errors';
import { notifyError, notifySuccess } from '@/lib/toast';
import type { BlockRegistry } from '@/engine/blocks';
import type { FormAction, FormExtension } from '@/engine/forms/types';
import { blockEntries } from '@/generated/block-registry';
import { dataSources } from './data-sources';
import { channelForms } from './forms';
import { itemRenderers } from './item-renderers';

/** Action names screens may use; the handlers load with the first submit, not on the boot path. */
export const ACTION_NAMES = [
  'login', 'requestSmsCode', 'verifySmsCode', 'verifyCardForRegistration', 'register', 'registerAfterVerify',
  'requestPasswordReset', 'resetPassword', 'updateProfile', 'saveDeliveryAddress', 'requestPhysicalCard', 'linkCard',
  'redeemPromoCode', 'uploadInvoice', 'verifyEmailCode', 'requestPersonalData', 'requestDeletion',
] as const;

function lazyActions(queryClient: QueryClient, t: (key: string) => string): Record<string, FormAction> {
  let loaded: Promise<Record<string, FormAction>> | null = null;
  const actions = () =>
    (loaded ??= import('./actions')
      .then((m) => m.createActions(queryClient, t))
      .catch((error: unknown) => {
        // Not cached: once the connection is back the next submit loads them again.
        loaded = null;
        throw error;
      }));
  // Offline (or a failed deploy) the handlers cannot load: the member reads the network message.
  const loadActions = () =>
    actions().catch(() => {
      const message = t('errors.network');
      void notifyError(message);
      throw new ApiError(message, 'network');
    });
  return Object.fromEntries(
    ACTION_NAMES.map(
      (name) =>
        [
          name,
          async (data, context) => {
            const result = await (await loadActions())[name]!(data, context);
            if (result?.message && result.redirectTo) void notifySuccess(result.message);
            return result;
          },
        ] as const,
    ),
  ) as Record<string, FormAction>;
}

/** The one place that wires blocks, data sources, bespoke components, forms and actions together. */
export function createRegistry(
  queryClient: QueryClient,
  t: (key: string) => string,
  formExtensions: Readonly<Record<string, unknown>>,
  servedForms: Readonly<Record<string, unknown>> = {},
): BlockRegistry {
  return {
    blocks: blockEntries,
    dataSources,
    itemRenderers,
    forms: channelForms(servedForms),
    formExtensions: formExtensions as Record<string, FormExtension>,
    actions: lazyActions(queryClient, t),
  };
}
