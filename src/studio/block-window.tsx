// A block's visibility window (`visible_from` / `visible_until`, declared on every block in
// schemas/screens.schema.json): two date-time inputs in the channel's time zone. The input's value is
// the schema's format as it is (`YYYY-MM-DDTHH:mm`, no offset); clearing one removes the bound.
import type { Finding } from '@/lib/preset-check/findings';
import { channelTimeZone } from '@/lib/format/time-zone';
import { languageFromGeneral } from '@/lib/i18n/languages';
import { screensSchema } from './check';
import type { Draft } from './draft-history';
import { FieldError } from './field-error';
import { Group } from './styles';
import { schemaWords } from './schema-words';
import { useStudioT } from './studio-i18n';

type Schema = Record<string, Record<string, unknown> | undefined>;
const blockProperties = ((screensSchema.definitions as Schema).block?.properties ?? {}) as Schema;
const KEYS = ['visible_from', 'visible_until'] as const;
type Key = (typeof KEYS)[number];
const LABELS = { visible_from: 'block.visibleFrom', visible_until: 'block.visibleUntil' } as const satisfies Record<Key, string>;

/** The time zone the draft's dates are read in (GENERAL.time_zone, else the channel language's). */
export function draftTimeZone(draft: Draft): string {
  const general = draft.sections?.GENERAL as { time_zone?: unknown } | undefined;
  const lang = draft.general?.['GENERAL.lang'];
  return channelTimeZone(general?.time_zone, languageFromGeneral(typeof lang === 'string' ? lang : undefined));
}

type Props = { name: string; pointer: string; values: Partial<Record<Key, unknown>>; zone: string; findings: readonly Finding[]; onChange: (key: Key, value: string | undefined) => void };

export function BlockWindow({ name, pointer, values, zone, findings, onChange }: Props) {
  const { t, i18n } = useStudioT();
  const words = schemaWords(i18n.language);
  const id = `window-${pointer.replace(/[^a-z0-9]+/gi, '-')}`;
  return (
    <Group aria-label={t('block.dates', { name })}>
      <legend>{t('block.datesZone', { zone })}</legend>
      {KEYS.map((key) => {
        const description = blockProperties[key]?.description;
        const value = values[key];
        return (
          <div key={key}>
            <label htmlFor={`${id}-${key}`}>{t(LABELS[key])}</label>{' '}
            <input
              id={`${id}-${key}`}
              type="datetime-local"
              value={typeof value === 'string' ? value.slice(0, 16) : ''}
              aria-describedby={`${id}-${key}-help`}
              onChange={(e) => onChange(key, e.target.value || undefined)}
            />
            <p id={`${id}-${key}-help`} className="help">{typeof description === 'string' ? words.help(description) : ''}</p>
            <FieldError findings={findings} pointer={`${pointer}/${key}`} exact />
          </div>
        );
      })}
    </Group>
  );
}
