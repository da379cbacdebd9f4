import { createElement } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import {
  ItemSuspense,
  QueryError,
  Skeleton,
  Unavailable,
  useDataSource,
  useItemRenderer,
  usePagedItems,
  useResolvedParams,
  type BlockRendererProps,
  type PagedDataSource,
} from '@/engine/blocks';
import { Box, Button, Text, VisuallyHidden } from '@/engine/theme';
import { GenericCard } from './generic-card';
import { useEndOfList } from './use-end-of-list';
import type { PagedListProps } from '@/generated/block-props';

type Props = PagedListProps;

const Items = styled.ul<{ $variant: 'grid' | 'list' }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 16px;
  ${({ $variant }) =>
    $variant === 'grid'
      ? css`
          grid-template-columns: repeat(auto-fill, minmax(min(100%, 260px), 1fr));
        `
      : css`
          grid-template-columns: 1fr;
        `}
`;
const noProps: Record<string, unknown> = {};

function List({ block, source, pointer }: { block: BlockRendererProps<Props>['block']; source: PagedDataSource; pointer: string }) {
  const { t } = useTranslation();
  const props = block.props ?? ({} as Props);
  const { variant = 'grid', maxItems, infinite = true, itemProps = noProps } = props;
  const params = useResolvedParams(props.params);
  const { query, items } = usePagedItems(source, params);
  const Item = useItemRenderer(props.itemRenderer, pointer);
  const limited = maxItems !== undefined;
  const canLoadMore = !limited && query.hasNextPage && !query.isFetchNextPageError;
  const loadMore = () => {
    if (query.hasNextPage && !query.isFetchingNextPage) void query.fetchNextPage();
  };
  const sentinel = useEndOfList<HTMLDivElement>(infinite && canLoadMore && !query.isFetchingNextPage, loadMore);

  if (query.isPending) {
    return (
      <Items $variant={variant} aria-busy="true" aria-label={t('common.loading')}>
        {Array.from({ length: Math.min(maxItems ?? 4, 4) }, (_, i) => (
          <li key={i}>
            <Skeleton />
          </li>
        ))}
      </Items>
    );
  }
  if (query.isError && items.length === 0) return <QueryError onRetry={() => void query.refetch()} busy={query.isFetching} />;
  if (items.length === 0) return <Text py={3}>{t(props.emptyText ?? 'blocks.empty')}</Text>;

  const shown = limited ? items.slice(0, maxItems) : items;
  const fallback = <Skeleton />;
  return (
    <Box>
      <Items $variant={variant}>
        {shown.map((item) => (
          <li key={item.id}>
            {Item ? (
              <ItemSuspense fallback={fallback}>{createElement(Item, { item, props: itemProps })}</ItemSuspense>
            ) : (
              <GenericCard item={item} linkTo={props.itemLinkTo} />
            )}
          </li>
        ))}
      </Items>
      {query.isFetchNextPageError ? <QueryError onRetry={loadMore} busy={query.isFetchingNextPage} /> : null}
      {canLoadMore ? (
        <Box textAlign="center" mt={4}>
          <div ref={sentinel} />
          <Button variant="secondary" onClick={loadMore} disabled={query.isFetchingNextPage} aria-busy={query.isFetchingNextPage}>
            {t('common.loadMore')}
          </Button>
        </Box>
      ) : null}
      <VisuallyHidden role="status">{query.isFetchingNextPage ? t('common.loading') : ''}</VisuallyHidden>
    </Box>
  );
}

/** A paged list (tile grid or list) from a named data source, de-duplicated by id. */
function PagedListBlock({ block, pointer = `block:${block.type}` }: BlockRendererProps<Props>) {
  const source = useDataSource(block.props?.dataSource, 'paged', pointer);
  if (!source) return <Unavailable />;
  return <List block={block} source={source} pointer={pointer} />;
}

export const renderer = PagedListBlock;
