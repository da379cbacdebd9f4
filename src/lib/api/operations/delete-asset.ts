import { call, operatorApi } from '../client';

/** A publisher removes an asset no version or draft uses (409 `ASSET_IN_USE` otherwise). */
export const deleteAsset = (hash: string) => call(operatorApi().DELETE('/platform/operator/assets/{hash}', { params: { path: { hash } } }), { silent: true });
