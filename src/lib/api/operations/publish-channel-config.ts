import { api, call } from '../client';
import type { JsonBody } from './contract';

export type PublishedChannel = JsonBody<'/platform/config/channel', 'put'>;

/** The studio's Publish: the channel's whole config (x-assumed; a real backend requires operator authentication). */
export const publishChannelConfig = (channel: PublishedChannel) => call(api().PUT('/platform/config/channel', { body: channel }), { silent: true });
