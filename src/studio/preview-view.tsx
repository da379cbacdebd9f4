// What the preview shows besides the draft: the date its clock runs from (a date-time in the channel's
// time zone, so blocks' visibility windows open and close), the member state it is viewed as, and
// the whole portal or one screen or form alone (PreviewOnly of src/lib/studio-protocol.ts).
import { zonedTimeToEpoch } from '@/lib/format/time-zone';
import { isObject, type Json } from '@/lib/preset-check/built-preset';
import type { PreviewOnly } from '@/lib/studio-protocol';
import { draftTimeZone } from './block-window';
import type { Draft } from './draft-history';
import type { DemoAccount } from './sources';
import { SmallButton } from './styles';
import { useStudioT, type StudioT } from './studio-i18n';

/** The member states an operator checks, by the demo account's `state`: the studio's text of each. */
const STATE_LABELS: Record<string, string> = {
  verified: 'preview.verified',
  unverified: 'preview.unverified',
  'no-points': 'preview.noPoints',
  staff: 'preview.staff',
};
export const accountLabel = (account: DemoAccount, t: StudioT) => {
  const state = account.state ? STATE_LABELS[account.state] : undefined;
  return t('preview.account', { state: state ? t(state) : account.description, email: account.email });
};

/** `screen:<name>` or `form:<name>`; '' = the whole portal. */
export type Only = string;

type Block = { type?: unknown; props?: unknown; children?: unknown };
function formBlocks(blocks: unknown, into: Map<string, { block: Json; screen: string; title?: unknown }>, screen: string, title: unknown) {
  if (!Array.isArray(blocks)) return;
  for (const block of blocks as Block[]) {
    if (!isObject(block)) continue;
    const form = isObject(block.props) ? block.props.form : undefined;
    if (block.type === 'form' && typeof form === 'string' && !into.has(form)) into.set(form, { block, screen, title });
    formBlocks(block.children, into, screen, title);
  }
}

/** The forms a screen of the draft shows, each with the first block that shows it (its action and props). */
export function draftForms(draft: Draft): Map<string, { block: Json; screen: string; title?: unknown }> {
  const found = new Map<string, { block: Json; screen: string; title?: unknown }>();
  for (const [name, screen] of Object.entries(draft.screens ?? {})) if (isObject(screen)) formBlocks(screen.blocks, found, name, screen.title);
  return found;
}

/** The screen to show alone for `only`, or undefined for the whole portal (or a name the draft lacks). */
export function previewOnly(draft: Draft, only: Only): PreviewOnly | undefined {
  const [kind, name = ''] = only.split(/:(.*)/s);
  if (kind === 'screen' && isObject(draft.screens?.[name])) return { name, screen: draft.screens[name] as Json };
  const form = kind === 'form' ? draftForms(draft).get(name) : undefined;
  if (!form) return undefined;
  const screen: Json = { blocks: [form.block] };
  if (typeof form.title === 'string') screen.title = form.title;
  return { name: `form-${name}`, screen };
}

/** The preview's date as the instant it names in the draft's time zone; '' = now. */
export const previewClockAt = (draft: Draft, date: string) => (date ? (zonedTimeToEpoch(date, draftTimeZone(draft)) ?? undefined) : undefined);

type Props = {
  draft: Draft;
  date: string;
  onDate: (date: string) => void;
  only: Only;
  onOnly: (only: Only) => void;
  idPrefix: string;
};

export function PreviewViewControls({ draft, date, onDate, only, onOnly, idPrefix }: Props) {
  const { t } = useStudioT();
  const zone = draftTimeZone(draft);
  const screens = Object.keys(draft.screens ?? {}).sort();
  const forms = [...draftForms(draft).keys()].sort();
  return (
    <>
      <span>
        <label htmlFor={`${idPrefix}-date`}>{t('preview.date', { zone })}</label>{' '}
        <input id={`${idPrefix}-date`} type="datetime-local" value={date} onChange={(e) => onDate(e.target.value)} />{' '}
        <SmallButton type="button" disabled={!date} onClick={() => onDate('')}>
          {t('preview.now')}
        </SmallButton>
      </span>
      <label>
        {t('preview.show')}{' '}
        <select value={only} onChange={(e) => onOnly(e.target.value)}>
          <option value="">{t('preview.whole')}</option>
          <optgroup label={t('preview.oneScreen')}>
            {screens.map((name) => (
              <option key={name} value={`screen:${name}`}>
                {t('preview.screen', { name })}
              </option>
            ))}
          </optgroup>
          <optgroup label={t('preview.oneForm')}>
            {forms.map((name) => (
              <option key={name} value={`form:${name}`}>
                {t('preview.form', { name })}
              </option>
            ))}
          </optgroup>
        </select>
      </label>
    </>
  );
}
