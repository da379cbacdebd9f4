import { createElement, useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  formatValue,
  ItemContext,
  ItemSuspense,
  namesItem,
  QueryError,
  Skeleton,
  Unavailable,
  useDataSource,
  useItemRenderer,
  useResolvedParams,
  useSingle,
  valueAt,
  type Block,
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

const layouts = {
  stack: 'flex-direction: column; gap: 16px;',
  narrow: 'flex-direction: column; gap: 16px; max-width: 760px;',
  media: 'flex-wrap: wrap; gap: 24px;',
} as const;

const Article = styled.article<{ $layout: keyof typeof layouts }>`
  display: flex;
  color: ${({ theme }) => theme.colors.text};
  ${({ $layout }) => layouts[$layout]}
`;

/** The item as an article of composed blocks; the `id` of the detail block is its test id. */
function Composed({ block, item, children }: { block: Block<Props>; item: unknown; children: ReactNode }) {
  const id = useId();
  const titleId = namesItem(block.children) ? id : '';
  return (
    <Article $layout={block.props?.layout ?? 'stack'} aria-labelledby={titleId || undefined} data-testid={block.id}>
      <ItemContext.Provider value={{ item, titleId }}>{children}</ItemContext.Provider>
    </Article>
  );
}

function Detail({ block, source, pointer, children }: { block: Block<Props>; source: SingleDataSource; pointer: string; children: ReactNode }) {
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
  if (block.children?.length) return <Composed block={block} item={item}>{children}</Composed>;
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

/** One item of a single data source: composed child blocks, a named item renderer, or a field list. */
function DetailBlock({ block, children, pointer = `block:${block.type}` }: BlockRendererProps<Props>) {
  const source = useDataSource(block.props?.dataSource, 'single', pointer);
  if (!source) return <Unavailable />;
  return (
    <Detail block={block} source={source} pointer={pointer}>
      {children}
    </Detail>
  );
}

export const renderer = DetailBlock;
