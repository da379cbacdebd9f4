import type { DataSourceParams } from '@/engine/blocks';

/** News of the web channel (demo and real backends tag messages by channel slug). */
export const NEWS_CHANNEL_SLUGS = ['web'];

export const id = (params: DataSourceParams) => String(params.id ?? '');
export const optional = (value: unknown) => (typeof value === 'string' && value ? value : undefined);
