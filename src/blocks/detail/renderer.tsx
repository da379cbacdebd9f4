import { createElement } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  formatValue,
  ItemSuspense,
  QueryError,
  Skeleton,
  Unavailable,
  useDataSource,
  useItemRenderer,
  useResolvedParams,
  useSingle,
  valueAt,
  type BlockRendererProps,
  type SingleDataSource,
} from '@/engine/blocks';
import { Text } from '@/engine/theme';
import { useFormat } from '@/lib/format';
import type { DetailProps } from '@/generated/block-props';

type Props = DetailProps;

const List = styled.dl`
  display: grid;
  grid-template-columns: minmax(120px, max-content) 1fr;
  gap: 8px 24px;
  margin: 0 0 16px;
  & dt { font-weight: ${({ theme }) => theme.fontWeights.semibold}; }
  & dd { margin: 0; overflow-wrap: anywhere; }
`;
const noProps: Record<string, unknown> = {};

function Detail({ block, source, pointer }: { block: BlockRendererProps<Props>['block']; source: SingleDataSource; pointer: string }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const props = block.props ?? ({} as Props);
  const params = useResolvedParams(props.params);
  const query = useSingle(source, params);
  const Item = useItemRenderer(props.itemRenderer, pointer);

  if (query.isPending) return <Skeleton $height={240} role="status" aria-busy="true" aria-label={t('common.loading')} />;
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} busy={query.isFetching} />;
  const item: unknown = query.data;
  if (item === null || item === undefined) return <Text>{t(props.notFoundText ?? 'blocks.notFound')}</Text>;
  if (Item) {
    return (
      <ItemSuspense fallback={<Skeleton $height={240} />}>{createElement(Item, { item, props: props.itemProps ?? noProps })}</ItemSuspense>
    );
  }
  if (props.itemRenderer) return <Unavailable />;
  return (
    <List>
      {(props.fields ?? []).map((field) => (
        <div key={field.name} style={{ display: 'contents' }}>
          <dt>{t(field.label)}</dt>
          <dd>{formatValue(field.format, valueAt(item, field.name), item, fmt, t) || '–'}</dd>
        </div>
      ))}
    </List>
  );
}

/** One item of a single data source: a named item renderer, or a field list. */
function DetailBlock({ block, pointer = `block:${block.type}` }: BlockRendererProps<Props>) {
  const source = useDataSource(block.props?.dataSource, 'single', pointer);
  if (!source) return <Unavailable />;
  return <Detail block={block} source={source} pointer={pointer} />;
}

export const renderer = DetailBlock;
