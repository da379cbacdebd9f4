import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ItemRendererProps } from '@/engine/blocks';
import { SafeMarkdown } from '@/engine/blocks/safe-markdown';
import { Heading, Text } from '@/engine/theme';
import type { components } from '@/generated/api';
import { useUser } from '@/lib/api/operations/get-user';
import { useFormat } from '@/lib/format';
import { primaryWalletPoints } from '@/lib/rules/coupon';
import { PointsBadge } from '@/components/content-tiles';
import { SelectRewardForm } from './select-reward-form';

type Reward = components['schemas']['Reward'];
type User = components['schemas']['User'];

export type RewardActionState = 'unverified' | 'out-of-stock' | 'not-enough-points' | 'allowed';

/**
 * Spec 4-6: only verified members select rewards; the cost may not exceed the primary wallet's
 * points (no wallet counts as 0), as for coupons; a reward with no stock left cannot be chosen.
 */
export function rewardActionState(reward: Pick<Reward, 'points' | 'stock'>, user: Pick<User, 'is_verified' | 'wallets'> | null | undefined): RewardActionState {
  if (!user?.is_verified) return 'unverified';
  if (reward.stock === 0) return 'out-of-stock';
  if (reward.points > primaryWalletPoints(user)) return 'not-enough-points';
  return 'allowed';
}

const Layout = styled.article`
  display: flex;
  flex-wrap: wrap;
  gap: 24px;
  color: ${({ theme }) => theme.colors.text};
`;

const Visual = styled.div`
  flex: 1 1 240px;
  max-width: 360px;
  min-height: 150px;
  display: flex;
  align-items: center;
  justify-content: center;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.surface};
  img {
    display: block;
    width: 100%;
    max-height: 320px;
    object-fit: cover;
  }
`;

const Body = styled.div`
  flex: 2 1 320px;
  min-width: 0;
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 16px;
`;

const Blocked = styled(Text)`
  padding: 12px 16px;
  border-left: 4px solid ${({ theme }) => theme.colors.error};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const blockedKey: Record<Exclude<RewardActionState, 'allowed'>, string> = {
  unverified: 'reward.onlyVerified',
  'out-of-stock': 'reward.outOfStock',
  'not-enough-points': 'reward.notEnoughPoints',
};

function RewardAction({ reward }: { reward: Reward }) {
  const { t } = useTranslation();
  const user = useUser();
  if (user.isLoading) return <Text aria-busy="true">{t('common.loading')}</Text>;
  const state = rewardActionState(reward, user.data);
  if (state !== 'allowed') return <Blocked data-testid="reward-blocked">{t(blockedKey[state])}</Blocked>;
  return <SelectRewardForm reward={reward} />;
}

/**
 * `reward-detail`: image, name, cost, description (markdown) and the selection: how to receive it
 * (pickup store, delivery address or donation) and the select button, or why it cannot be chosen.
 */
export function RewardDetail({ item }: ItemRendererProps) {
  const reward = item as Reward | undefined;
  return reward ? <RewardDetailView reward={reward} /> : null;
}

function RewardDetailView({ reward }: { reward: Reward }) {
  const { t } = useTranslation();
  const format = useFormat();
  const titleId = useId();
  return (
    <Layout aria-labelledby={titleId} data-testid="reward-detail">
      <Visual>{reward.img ? <img src={reward.img} alt="" decoding="async" /> : null}</Visual>
      <Body>
        <Heading as="h1" id={titleId} fontSize={[5, 6]}>
          {reward.name}
        </Heading>
        <PointsBadge>{t('reward.points', { points: format.points(reward.points), count: reward.points / 100 })}</PointsBadge>
        {reward.description ? <SafeMarkdown>{reward.description}</SafeMarkdown> : null}
        <RewardAction reward={reward} />
      </Body>
    </Layout>
  );
}
