import { getApiRoot } from '../client';

/** getAsset: where members load an image of the asset library (no token; same origin as the portal, so the CSP's img-src 'self' covers it). */
export const assetUrl = (hash: string) => `${getApiRoot()}/platform/assets/${hash}`;
