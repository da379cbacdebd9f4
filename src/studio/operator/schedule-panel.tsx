// Scheduled publishing: a version goes live at a date-time and, optionally, another replaces it at
// an end date (a campaign theme); pending entries are listed and can be cancelled. Date-times are
// entered and shown in the channel's time zone (not the browser's) and sent as UTC; the backend's
// clock decides (the demo's includes its offset).
import { useState, type FormEvent } from 'react';
import { cancelSchedule } from '@/lib/api/operations/cancel-schedule';
import { scheduleVersion } from '@/lib/api/operations/schedule-version';
import { SmallButton } from '../styles';
import { failure } from './publishing-panel';
import { roleOf, type OperatorSession } from './session';
import { Panel, Row } from './styles';
import type { ChannelStatus } from './use-channel-status';
import { inZone, zonedToUtc } from './zoned-time';

type Props = { session: OperatorSession; status: ChannelStatus | null; refresh: () => Promise<ChannelStatus | null> };


export function SchedulePanel({ session, status, refresh }: Props) {
  const [note, setNote] = useState('');
  const publisher = roleOf(session) === 'publisher';
  const latest = status?.version.number ?? 1;
  const numbers = Array.from({ length: latest }, (_, i) => latest - i);
  const zone = status?.time_zone ?? 'UTC';
  const iso = (local: FormDataEntryValue | null) => (local ? (zonedToUtc(String(local), zone) ?? undefined) : undefined);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    try {
      const startsAt = iso(data.get('starts_at'));
      if (!startsAt) return setNote('Choose when the version goes live');
      const endsAt = iso(data.get('ends_at'));
      const then = String(data.get('then_version') ?? '');
      const entry = await scheduleVersion({ version: Number(data.get('version')), starts_at: startsAt, ...(endsAt ? { ends_at: endsAt } : {}), ...(then ? { then_version: Number(then) } : {}) });
      setNote(`Scheduled: version ${entry.version} goes live ${inZone(entry.starts_at, zone)}`);
      await refresh();
    } catch (error) {
      setNote(failure('Scheduling', error));
    }
  };

  const cancel = async (id: string) => {
    try {
      await cancelSchedule(id);
      setNote('Schedule cancelled');
      await refresh();
    } catch (error) {
      setNote(failure('Cancelling', error));
    }
  };

  const open = status?.schedule.filter((s) => s.status === 'pending' || s.status === 'live') ?? [];
  return (
    <Panel aria-labelledby="schedule-heading">
      <h2 id="schedule-heading">Schedule</h2>
      {publisher ? (
        <form onSubmit={(event) => void submit(event)} aria-label="Schedule a version">
          <p className="help">Date-times are the channel&apos;s time zone, {zone}, whatever your computer&apos;s.</p>
          <Row>
            <label>
              Version to publish
              <select name="version" defaultValue={latest}>
                {numbers.map((n) => (
                  <option key={n} value={n}>
                    Version {n}
                  </option>
                ))}
              </select>
            </label>
            <label>
              Goes live at
              <input name="starts_at" type="datetime-local" required />
              <span className="zone">{zone}</span>
            </label>
            <label>
              Ends at (optional)
              <input name="ends_at" type="datetime-local" />
              <span className="zone">{zone}</span>
            </label>
            <label>
              Then version (optional)
              <select name="then_version" defaultValue="">
                <option value="">The version live when scheduled</option>
                {numbers.map((n) => (
                  <option key={n} value={n}>
                    Version {n}
                  </option>
                ))}
              </select>
            </label>
            <SmallButton type="submit">Schedule</SmallButton>
          </Row>
        </form>
      ) : (
        <p>Only a publisher of this channel schedules versions.</p>
      )}
      <ul aria-label="Scheduled versions">
        {open.length === 0 ? <li>Nothing scheduled.</li> : null}
        {open.map((s) => (
          <li key={s.id}>
            Version {s.version} live {inZone(s.starts_at, zone)}
            {s.ends_at ? ` until ${inZone(s.ends_at, zone)}` : ''} ({s.status}, {s.author}){' '}
            {publisher ? (
              <SmallButton type="button" onClick={() => void cancel(s.id)}>
                Cancel schedule of version {s.version}
              </SmallButton>
            ) : null}
          </li>
        ))}
      </ul>
      <p role="status" aria-live="polite">
        {note}
      </p>
    </Panel>
  );
}
