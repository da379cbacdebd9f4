import { defineItemRenderer } from '@/engine/blocks/define-extensions';

export const description = 'One news message in the news list.';

export const definition = defineItemRenderer({
  name: 'news-item',
  load: () => import('@/components/content-tiles').then((m) => m.NewsItem),
});
