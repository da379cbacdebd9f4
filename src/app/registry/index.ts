import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api/errors';
import { notifyError, notifySuccess } from '@/lib/toast';
import type { BlockRegistry } from '@/engine/blocks';
import type { FormAction, FormExtension } from '@/engine/forms/types';
import type { ActionDeps } from '@/engine/forms/define-action';
import { blockEntries } from '@/generated/block-registry';
import { actionNames, dataSourceDefinitions, loadActionDefinitions } from '@/generated/extensions';
import { channelForms } from './forms';
import { itemRenderers } from './item-renderers';

const dataSources = Object.fromEntries(dataSourceDefinitions.map((d) => [d.name, d]));

/** Every declared action (src/app/actions); they load with the first submit, not on the boot path. */
function lazyActions(queryClient: QueryClient, t: ActionDeps['t']): Record<string, FormAction> {
  let loaded: ReturnType<typeof loadActionDefinitions> | null = null;
  // Offline (or a failed deploy) the actions cannot load: the member reads the network message. A
  // failed load is not cached, so once the connection is back the next submit loads them again.
  const load = () =>
    (loaded ??= loadActionDefinitions()).catch(() => {
      loaded = null;
      const message = t('errors.network');
      void notifyError(message);
      throw new ApiError(message, 'network');
    });
  return Object.fromEntries(
    actionNames.map(
      (name) =>
        [
          name,
          async (data, context) => {
            const definition = (await load())[name];
            const ran = await definition.run(data, context, { queryClient, t });
            if (ran?.cancelled) return ran;
            const result = !ran?.redirectTo && definition.ends ? { ...ran, redirectTo: definition.ends } : ran;
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
  t: ActionDeps['t'],
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
