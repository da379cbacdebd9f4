// One-step rebrand on the VISUAL section: the accents the channel pins (PRIMARY_ACCENTS, the colours
// the section schemas declare `x-follows`, set to a colour of their own, inherited or not) are listed,
// and "Follow the primary" clears them all as one change, which joins the step that typed or picked
// the primary (`joins`: a new primary and its accents are one Undo); the preset layer then writes
// each inherited one as `null`.
import { legibleTextOn, pickColor } from '@/engine/theme/color';
import { followPrimary, pinnedAccents, PRIMARY_ACCENTS } from '@/engine/theme/primary-accents';
import type { Draft, DraftChange } from './draft-history';
import { Group, SmallButton } from './styles';
import { useStudioT } from './studio-i18n';

/** What an unset colour field of `section` shows: the primary, or the legible text on it; undefined when it does not follow the primary. */
export function followsIn(section: string, draft: Draft): (key: string) => { colour: string; text: boolean } | undefined {
  const visual = draft.sections.VISUAL as { color?: { primary?: unknown } } | undefined;
  const primary = pickColor(visual?.color?.primary, '#000000');
  return (key) => {
    // A neutral surface (the menu bar) is not the primary when unset; only the accents on it follow.
    const accent = PRIMARY_ACCENTS.find((a) => a.section === section && a.follows === 'primary' && (a.key === key || a.text === key));
    if (!accent) return undefined;
    return accent.key === key ? { colour: primary, text: false } : { colour: legibleTextOn(primary), text: true };
  };
}

/** Where the primary colour is typed or picked (the draft history's pointer of that text). */
export const PRIMARY_POINTER = '/sections/VISUAL/color/primary';

export function FollowPrimary({ draft, change }: { draft: Draft; change: DraftChange }) {
  const { t } = useStudioT();
  const pinned = pinnedAccents(draft.sections);
  return (
    <Group>
      <legend>{t('rebrand.title')}</legend>
      <p className="help">{pinned.length > 0 ? t('rebrand.pinned', { count: pinned.length }) : t('rebrand.none')}</p>
      {pinned.length > 0 ? (
        <ul aria-label={t('rebrand.list')}>
          {pinned.map((name) => (
            <li key={name}>
              <code>{name}</code>
            </li>
          ))}
        </ul>
      ) : null}
      <SmallButton type="button" disabled={pinned.length === 0} onClick={() => change({ ...draft, sections: followPrimary(draft.sections) }, { joins: PRIMARY_POINTER })}>
        {t('rebrand.follow')}
      </SmallButton>
    </Group>
  );
}
