import { call, operatorApi } from '../client';
import type { JsonBody } from './contract';

export type PublishedChannel = JsonBody<'/platform/config/channel', 'put'>;

/**
 * The studio's Publish (publisher only): the channel's whole config as a new version, against the
 * version it was edited from (`If-Match`, 412 when another publish came first).
 */
export const publishChannelConfig = (channel: PublishedChannel, etag: string, message = '') =>
  call(
    operatorApi().PUT('/platform/config/channel', {
      params: { header: { 'If-Match': etag, ...(message ? { 'X-Publish-Message': encodeURIComponent(message) } : {}) } },
      body: channel,
    }),
    { silent: true },
  );
