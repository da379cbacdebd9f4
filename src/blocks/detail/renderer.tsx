import { createElement, useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatValue, ItemContext, ItemSuspense, namesItem, Skeleton, Unavailable, useItemRenderer, valueAt, type Block, type ItemBlockProps } from '@/engine/blocks';
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

/**
 * One item of a single data source (the engine reads it and shows loading, error and not found):
 * composed child blocks, a named item renderer, or a field list.
 */
function Detail({ block, props, data: item, pointer, children }: ItemBlockProps<Props>) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const Item = useItemRenderer(props.itemRenderer, pointer);

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

export const renderer = Detail;
