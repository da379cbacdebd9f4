import { Fragment, lazy, Suspense, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { focusVisible, Heading } from '@/engine/theme';
import type { components } from '@/generated/api';
import { useDeals } from '@/lib/api/operations/list-deals';
import { uniqueItems } from '@/lib/query';
import { useSidebarColors, type SidebarColors } from '@/components/deal-drawer/sidebar-colors';

type Deal = components['schemas']['Deal'];

// The drawer (and react-markdown with it) loads on the first 'more', not with the page.
const DealDrawer = lazy(() => import('@/components/deal-drawer/deal-drawer'));

const Panel = styled.section<{ $colors: SidebarColors }>`
  box-sizing: border-box;
  display: flex;
  flex-direction: column;
  gap: 16px;
  padding: 20px;
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ $colors }) => $colors.background};
  color: ${({ $colors }) => $colors.text};
`;

const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: 8px;
  /* Its box is known before the image is in (16:9, as deal images are): nothing below it moves when it loads. */
  img {
    display: block;
    width: 100%;
    aspect-ratio: 16 / 9;
    max-height: 180px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.sm}px;
  }
`;

const CardTitle = styled.h3`
  margin: 0;
  font-size: 16px;
  line-height: 1.3;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  overflow-wrap: anywhere;
`;

const Excerpt = styled.p`
  margin: 0;
  font-size: 14px;
  line-height: 1.4;
  overflow-wrap: anywhere;
`;

const Divider = styled.hr<{ $colors: SidebarColors }>`
  width: 100%;
  margin: 0;
  border: 0;
  border-top: 1px solid ${({ $colors }) => $colors.divider};
`;

const SidebarButton = styled.button<{ $colors: SidebarColors }>`
  align-self: flex-start;
  min-height: 40px;
  padding: 8px 20px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm}px;
  background: ${({ $colors }) => $colors.button};
  color: ${({ $colors }) => $colors.buttonText};
  font-family: inherit;
  font-size: 14px;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;
  &:disabled {
    cursor: progress;
    opacity: 0.7;
  }
  ${focusVisible}
`;

function DealCard({ deal, colors, onMore }: { deal: Deal; colors: SidebarColors; onMore: (deal: Deal, trigger: HTMLElement) => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const image = deal.images_obj?.[0];
  return (
    <Card aria-labelledby={titleId} data-testid="deal-card">
      {image?.url ? <img src={image.url} alt={image.alt ?? ''} loading="lazy" decoding="async" /> : null}
      <CardTitle id={titleId}>{deal.title}</CardTitle>
      {deal.excerpt ? <Excerpt>{deal.excerpt}</Excerpt> : null}
      <SidebarButton type="button" $colors={colors} aria-haspopup="dialog" aria-describedby={titleId} onClick={(event) => onMore(deal, event.currentTarget)}>
        {t('sidebar.card.more')}
      </SidebarButton>
    </Card>
  );
}

/**
 * The special-deals sidebar (spec 2): heading, deal cards (first image, bold title, excerpt,
 * 'more') with a divider between cards, in the SIDEBAR colours; 'more' opens the deal's drawer.
 * Nothing is shown while there are no deals (or they failed to load: the sidebar is secondary).
 */
export function DealsSidebar() {
  const { t } = useTranslation();
  const colors = useSidebarColors();
  const headingId = useId();
  const query = useDeals();
  const deals = useMemo(() => uniqueItems(query.data), [query.data]);
  const [open, setOpen] = useState<Deal | null>(null);
  // The drawer's focus trap returns focus to what had it; browsers that do not focus a clicked
  // button (Safari) leave that on <body>, so the 'more' button that opened it is focused here.
  const trigger = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const element = trigger.current;
    if (open || !element) return;
    trigger.current = null;
    if (element.isConnected && document.activeElement !== element) element.focus({ preventScroll: true });
  }, [open]);

  if (deals.length === 0) {
    return null;
  }

  const onMore = (deal: Deal, button: HTMLElement) => {
    trigger.current = button;
    setOpen(deal);
  };
  const close = () => setOpen(null);

  return (
    <Panel $colors={colors} aria-labelledby={headingId} data-testid="deals-sidebar">
      <Heading as="h2" id={headingId} fontSize={4}>
        {t('sidebar.title')}
      </Heading>
      {deals.map((deal, index) => (
        <Fragment key={deal.id}>
          {index > 0 ? <Divider $colors={colors} /> : null}
          <DealCard deal={deal} colors={colors} onMore={onMore} />
        </Fragment>
      ))}
      {query.hasNextPage ? (
        <SidebarButton
          type="button"
          $colors={colors}
          disabled={query.isFetchingNextPage}
          aria-busy={query.isFetchingNextPage || undefined}
          onClick={() => void query.fetchNextPage()}
        >
          {t('common.loadMore')}
        </SidebarButton>
      ) : null}
      {open ? (
        <Suspense fallback={null}>
          <DealDrawer deal={open} onClose={close} />
        </Suspense>
      ) : null}
    </Panel>
  );
}
