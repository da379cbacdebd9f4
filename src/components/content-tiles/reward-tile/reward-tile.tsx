import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ItemRendererProps } from '@/engine/blocks';
import type { components } from '@/generated/api';
import { PillBadge } from '@/engine/theme';
import { pointsFromHundredths, useFormat } from '@/lib/format';
import { Tile, TileBody, TileFooter, TileImageArea, TileTitle, TileTitleLink } from '../tile';

type Reward = components['schemas']['Reward'];

/** The reward's page (`/reward/{id}`). */
export function rewardPath(reward: Pick<Reward, 'id'>): string {
  return `/reward/${encodeURIComponent(reward.id)}`;
}

export const PointsBadge = PillBadge;

/** `reward-tile`: image, name (links to the reward's page) and its cost in points. */
export function RewardTile({ item }: ItemRendererProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const titleId = useId();
  const reward = item as Reward | undefined;
  if (!reward) return null;
  return (
    <Tile aria-labelledby={titleId} data-testid="reward-tile">
      <TileImageArea src={reward.img} />
      <TileBody>
        <TileTitle id={titleId}>
          <TileTitleLink to={rewardPath(reward)}>{reward.name}</TileTitleLink>
        </TileTitle>
        <TileFooter>
          <PointsBadge>{t('reward.points', { points: format.points(reward.points), count: pointsFromHundredths(reward.points) })}</PointsBadge>
        </TileFooter>
      </TileBody>
    </Tile>
  );
}
