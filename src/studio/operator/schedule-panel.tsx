// Scheduled publishing: a version goes live at a date-time and, optionally, another replaces it at
// an end date (a campaign theme); pending entries are listed and can be cancelled. Date-times are
// entered and shown in the channel's time zone (not the browser's) and sent as UTC; the backend's
// clock decides (the demo's includes its offset).
import { useState, type FormEvent } from 'react';
import { cancelSchedule } from '@/lib/api/operations/cancel-schedule';
import { scheduleVersion } from '@/lib/api/operations/schedule-version';
import { useStudioT } from '../studio-i18n';
import { SmallButton } from '../styles';
import { failure } from './failure';
import { mayPublish, roleOf, type OperatorSession } from './session';
import { Panel, Row } from './styles';
import type { ChannelStatus } from './use-channel-status';
import { inZone, zonedToUtc } from './zoned-time';

type Props = { session: OperatorSession; status: ChannelStatus | null; refresh: () => Promise<ChannelStatus | null> };


export function SchedulePanel({ session, status, refresh }: Props) {
  const { t } = useStudioT();
  const [note, setNote] = useState('');
  const publisher = mayPublish(roleOf(session));
  const latest = status?.version.number ?? 1;
  const numbers = Array.from({ length: latest }, (_, i) => latest - i);
  const zone = status?.time_zone ?? 'UTC';
  const iso = (local: FormDataEntryValue | null) => (local ? (zonedToUtc(String(local), zone) ?? undefined) : undefined);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    try {
      const startsAt = iso(data.get('starts_at'));
      if (!startsAt) return setNote(t('schedule.chooseStart'));
      const endsAt = iso(data.get('ends_at'));
      const then = String(data.get('then_version') ?? '');
      const entry = await scheduleVersion({ version: Number(data.get('version')), starts_at: startsAt, ...(endsAt ? { ends_at: endsAt } : {}), ...(then ? { then_version: Number(then) } : {}) });
      setNote(t('schedule.scheduled', { version: entry.version, when: inZone(entry.starts_at, zone) }));
      await refresh();
    } catch (error) {
      setNote(failure(t('schedule.scheduling'), error));
    }
  };

  const cancel = async (id: string) => {
    try {
      await cancelSchedule(id);
      setNote(t('schedule.cancelled'));
      await refresh();
    } catch (error) {
      setNote(failure(t('schedule.cancelling'), error));
    }
  };

  const open = status?.schedule.filter((s) => s.status === 'pending' || s.status === 'live') ?? [];
  return (
    <Panel aria-labelledby="schedule-heading">
      <h2 id="schedule-heading">{t('schedule.title')}</h2>
      {publisher ? (
        <form onSubmit={(event) => void submit(event)} aria-label={t('schedule.form')}>
          <p className="help">{t('schedule.zoneHelp', { zone })}</p>
          <Row>
            <label>
              {t('schedule.version')}
              <select name="version" defaultValue={latest}>
                {numbers.map((n) => (
                  <option key={n} value={n}>
                    {t('history.option', { number: n })}
                  </option>
                ))}
              </select>
            </label>
            <label>
              {t('schedule.startsAt')}
              <input name="starts_at" type="datetime-local" required />
              <span className="zone">{zone}</span>
            </label>
            <label>
              {t('schedule.endsAt')}
              <input name="ends_at" type="datetime-local" />
              <span className="zone">{zone}</span>
            </label>
            <label>
              {t('schedule.thenVersion')}
              <select name="then_version" defaultValue="">
                <option value="">{t('schedule.liveVersion')}</option>
                {numbers.map((n) => (
                  <option key={n} value={n}>
                    {t('history.option', { number: n })}
                  </option>
                ))}
              </select>
            </label>
            <SmallButton type="submit">{t('schedule.submit')}</SmallButton>
          </Row>
        </form>
      ) : (
        <p>{t('schedule.publisherOnly')}</p>
      )}
      <ul aria-label={t('schedule.list')}>
        {open.length === 0 ? <li>{t('schedule.nothing')}</li> : null}
        {open.map((s) => (
          <li key={s.id}>
            {t('schedule.entry', { version: s.version, when: inZone(s.starts_at, zone) })}
            {s.ends_at ? ` ${t('schedule.until', { when: inZone(s.ends_at, zone) })}` : ''} ({t(`schedule.status.${s.status}`)}, {s.author}){' '}
            {publisher ? (
              <SmallButton type="button" onClick={() => void cancel(s.id)}>
                {t('schedule.cancel', { version: s.version })}
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
