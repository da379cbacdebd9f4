// A publisher of a channel that requires a second factor is told at sign-in (the channel's status
// says `enrol_second_factor`) to enrol one, with the way there, in the studio's language.
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { setStudioLanguage } from '../studio-i18n';
import { EnrolNotice } from './enrol-notice';
import type { ChannelStatus } from './use-channel-status';

const status = (enrol: boolean) => ({ channel_id: 'demo-default', time_zone: 'Europe/Prague', role: 'publisher', enrol_second_factor: enrol, drafts: [], schedule: [] }) as unknown as ChannelStatus;

beforeAll(async () => {
  await initI18n('en');
});
afterEach(cleanup);
afterAll(async () => {
  await setStudioLanguage('en');
});

describe('the second-factor notice', () => {
  it('tells a publisher who has not enrolled, in Czech and Polish, and leads to the enrolment', async () => {
    await setStudioLanguage('cs');
    let enrolled = 0;
    render(<EnrolNotice status={status(true)} enrol={() => (enrolled += 1)} />);
    expect(screen.getByRole('alert').textContent).toMatch(/^demo-default vyžaduje od publikujících a vlastníků druhý faktor: nastavte si ověřovací aplikaci/);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Nastavit ověřovací aplikaci hned' }));
    expect(enrolled).toBe(1);
    cleanup();
    await setStudioLanguage('pl');
    render(<EnrolNotice status={status(true)} enrol={() => undefined} />);
    expect(screen.getByRole('alert').textContent).toMatch(/wymaga od publikujących i właścicieli drugiego składnika/);
  });

  it('says nothing once enrolled, or where none is required', () => {
    render(<EnrolNotice status={status(false)} enrol={() => undefined} />);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
