// A publish during a running campaign window: the studio finds the window's end in the channel's
// status and says, in every studio language, that the end returns to this publish.
import { describe, expect, it } from 'vitest';
import { liveWindowEnd } from './publishing-panel';
import type { ChannelStatus } from './use-channel-status';

const statusWith = (schedule: ChannelStatus['schedule']) => ({ schedule }) as ChannelStatus;
const entry = (status: ChannelStatus['schedule'][number]['status'], ends_at?: string) => ({ id: status, version: 2, starts_at: '2026-11-28T10:00:00Z', author: 'p@demo.test', status, ...(ends_at ? { ends_at } : {}) });

describe('a publish during a campaign window', () => {
  it('names the end of the live window, and nothing when no window is running', () => {
    expect(liveWindowEnd(statusWith([entry('pending', '2026-12-01T00:00:00Z'), entry('live', '2026-11-30T00:00:00Z')]))).toBe('2026-11-30T00:00:00Z');
    expect(liveWindowEnd(statusWith([entry('pending', '2026-12-01T00:00:00Z'), entry('done', '2026-11-27T00:00:00Z')]))).toBeNull();
    expect(liveWindowEnd(statusWith([entry('live')]))).toBeNull();
    expect(liveWindowEnd(null)).toBeNull();
  });

  it.each(['bg', 'cs', 'en', 'fr', 'pl', 'ro', 'sk'])('says so in %s, with the end', async (language) => {
    const texts = (await import(`../locales/${language}.json`)) as { default: { publishing: { duringWindow: string }; toolbar: { publishAgain: string } } };
    expect(texts.default.publishing.duringWindow).toContain('{{end}}');
    expect(texts.default.toolbar.publishAgain.length).toBeGreaterThan(0);
  });
});
