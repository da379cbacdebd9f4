// The menu as members see it: the built-in entries with the channel's own (GENERAL.routes.items)
// among them, in order; an own entry moves up or down past built-in and own entries alike (it is
// written as its `before`, the built-in entry it precedes, and its place among the items).
import { menuOrder } from '@/engine/routes/menu';
import { localizedText } from '@/lib/i18n/localized-text';
import { isObject } from '@/lib/preset-check/built-preset';
import type { StudioFormContext } from './form-fields';
import { Group, SmallButton } from './styles';
import { useStudioT } from './studio-i18n';

type Item = Record<string, unknown> & { before?: string };
type Data = Record<string, unknown>;

const ITEM = /^item-(\d+)$/;

/** The items rewritten for `order` (entry ids as `menuOrder` gives them): each item's `before` is the next built-in entry. */
export function itemsInOrder(items: readonly Item[], order: readonly string[]): Item[] {
  return order.flatMap((id, at) => {
    const match = ITEM.exec(id);
    if (!match) return [];
    const { before: _before, ...item } = items[Number(match[1])] as Item;
    const next = order.slice(at + 1).find((other) => !ITEM.test(other));
    return [next ? { ...item, before: next } : item];
  });
}

export function MenuOrder({ general, context, onChange }: { general: Data | undefined; context?: StudioFormContext; onChange: (value: Data) => void }) {
  const { t } = useStudioT();
  const routes = isObject(general?.routes) ? (general.routes as Data) : {};
  const items = (Array.isArray(routes.items) ? routes.items : []).filter(isObject) as Item[];
  const order = menuOrder(items);
  const language = context?.language ?? 'en';
  const label = (id: string) => {
    const match = ITEM.exec(id);
    if (!match) return context?.textOf?.(`menu.${id}`) ?? id;
    return localizedText(items[Number(match[1])]?.title as never, language) || id;
  };
  const move = (at: number, by: number) => {
    const next = [...order];
    const [id] = next.splice(at, 1);
    next.splice(at + by, 0, id as string);
    onChange({ ...general, routes: { ...routes, items: itemsInOrder(items, next) } });
  };
  if (items.length === 0) return null;
  return (
    <Group>
      <legend>{t('menu.order')}</legend>
      <ol>
        {order.map((id, at) => {
          const own = ITEM.test(id);
          const title = label(id);
          return (
            <li key={id}>
              {title} <span className="help">({own ? t('menu.custom') : t('menu.builtIn')})</span>{' '}
              {own ? (
                <>
                  <SmallButton type="button" disabled={at === 0} onClick={() => move(at, -1)} aria-label={t('menu.moveUp', { title })}>
                    {t('menu.up')}
                  </SmallButton>{' '}
                  <SmallButton type="button" disabled={at === order.length - 1} onClick={() => move(at, 1)} aria-label={t('menu.moveDown', { title })}>
                    {t('menu.down')}
                  </SmallButton>
                </>
              ) : null}
            </li>
          );
        })}
      </ol>
    </Group>
  );
}
