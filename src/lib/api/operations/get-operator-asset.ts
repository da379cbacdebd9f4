import { call, operatorApi } from '../client';

/**
 * getOperatorAsset: an image of the operator's channel's library read with their token, for a studio
 * whose channel is not the host's (the members' read, assetUrl, serves only the host's channel's images).
 */
export const getOperatorAsset = (hash: string) =>
  call(operatorApi().GET('/platform/operator/assets/{hash}', { params: { path: { hash } }, parseAs: 'blob' }), { silent: true }) as Promise<Blob>;
