import { createElement } from 'react';
import { useTranslation } from 'react-i18next';
import { ItemSuspense, Spinner, Unavailable, useItemRenderer, useItemScope, type BlockRendererProps } from '@/engine/blocks';
import type { ComponentProps } from '@/generated/block-props';

type Props = ComponentProps;
const noProps: Record<string, unknown> = {};

/** Renders a bespoke component by name from the registry; inside a composed `detail` it gets the item. */
function ComponentBlock({ block, pointer }: BlockRendererProps<Props>) {
  const { t } = useTranslation();
  const { name, props = noProps } = block.props ?? { name: '' };
  const component = useItemRenderer(name, pointer);
  const scope = useItemScope();
  if (!component) return <Unavailable />;
  return <ItemSuspense fallback={<Spinner label={t('common.loading')} />}>{createElement(component, scope ? { item: scope.item, props } : { props })}</ItemSuspense>;
}

export const renderer = ComponentBlock;
