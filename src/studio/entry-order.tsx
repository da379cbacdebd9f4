// The channel's own entries among the built-in ones, as members see them: the menu (GENERAL.routes.items
// among Home ... Transaction history) and footer column 1 (FOOTER.column1_links among the required
// consents FOOTER.consents lists). An own entry moves up or down past built-in and own entries alike;
// it is written as its `before`, the built-in entry it precedes, and its place among the items.
import { useEffect, useState } from 'react';
import { builtInMenuIds } from '@/engine/routes/menu';
import { entryOrder, itemIndex } from '@/engine/routes/entry-order';
import { listConsents, footerListedConsents } from '@/lib/api/operations/list-consents';
import { localizedText } from '@/lib/i18n/localized-text';
import { isObject } from '@/lib/preset-check/built-preset';
import type { StudioFormContext } from './studio-form-context';
import { Group, SmallButton } from './styles';
import { useStudioT } from './studio-i18n';

type Item = Record<string, unknown> & { before?: string | number };
type Data = Record<string, unknown>;
type BuiltIn = { id: string; label: string };

/** The items rewritten for `order` (entry ids as `entryOrder` gives them): each item's `before` is the next built-in entry. */
export function itemsInOrder(items: readonly Item[], order: readonly string[]): Item[] {
  return order.flatMap((id, at) => {
    const index = itemIndex(id);
    if (index === null) return [];
    const { before: _before, ...item } = items[index] as Item;
    const next = order.slice(at + 1).find((other) => itemIndex(other) === null);
    return [next ? { ...item, before: next } : item];
  });
}

const itemsOf = (links: unknown) => ((isObject(links) && Array.isArray(links.items) ? links.items : []) as unknown[]).filter(isObject) as Item[];

/** One ordered list: the built-in entries with the items among them, Up/Down on the items (keyboard operable buttons). */
function EntryOrder({ builtIns, items, language, onItems }: { builtIns: readonly BuiltIn[]; items: readonly Item[]; language: string; onItems: (items: Item[]) => void }) {
  const { t } = useStudioT();
  const order = entryOrder(builtIns.map((b) => b.id), items);
  const label = (id: string) => {
    const index = itemIndex(id);
    if (index === null) return builtIns.find((b) => b.id === id)?.label ?? id;
    return localizedText(items[index]?.title as never, language) || id;
  };
  const move = (at: number, by: number) => {
    const next = [...order];
    const [id] = next.splice(at, 1);
    next.splice(at + by, 0, id as string);
    onItems(itemsInOrder(items, next));
  };
  if (items.length === 0 || builtIns.length === 0) return null;
  return (
    <Group>
      <legend>{t('menu.order')}</legend>
      <ol>
        {order.map((id, at) => {
          const own = itemIndex(id) !== null;
          const title = label(id);
          return (
            <li key={id}>
              {title} <span className="help">({own ? t('menu.custom') : t('menu.builtIn')})</span>{' '}
              {own ? (
                <>
                  <SmallButton type="button" disabled={at === 0} onClick={() => move(at, -1)} aria-label={t('menu.moveUp', { title })}>
                    {t('list.up')}
                  </SmallButton>{' '}
                  <SmallButton type="button" disabled={at === order.length - 1} onClick={() => move(at, 1)} aria-label={t('menu.moveDown', { title })}>
                    {t('list.down')}
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

type SectionOrderProps = { section: Data | undefined; context?: StudioFormContext; onChange: (value: Data) => void };

/** GENERAL: the menu's order. */
export function MenuOrder({ section, context, onChange }: SectionOrderProps) {
  const routes = isObject(section?.routes) ? (section.routes as Data) : {};
  const builtIns = builtInMenuIds.map((id) => ({ id, label: context?.textOf?.(`menu.${id}`) ?? id }));
  return (
    <EntryOrder
      builtIns={builtIns}
      items={itemsOf(routes)}
      language={context?.language ?? 'en'}
      onItems={(items) => onChange({ ...section, routes: { ...routes, items } })}
    />
  );
}

/** The required consents the footer lists, as the channel's backend serves them (none when it cannot be read). */
function useFooterConsents(on: boolean): BuiltIn[] {
  const [consents, setConsents] = useState<BuiltIn[]>([]);
  useEffect(() => {
    if (!on) return;
    let live = true;
    listConsents('FOOTER').then(
      (list) => live && setConsents(footerListedConsents(list).map((c) => ({ id: String(c.id), label: c.title }))),
      () => live && setConsents([]),
    );
    return () => {
      live = false;
    };
  }, [on]);
  return on ? consents : [];
}

/** FOOTER: column 1's order among the listed consents (only with FOOTER.consents on). */
export function FooterOrder({ section, context, onChange }: SectionOrderProps) {
  const builtIns = useFooterConsents(section?.consents === true);
  const links = isObject(section?.column1_links) ? (section.column1_links as Data) : {};
  return (
    <EntryOrder
      builtIns={builtIns}
      items={itemsOf(links)}
      language={context?.language ?? 'en'}
      onItems={(items) => onChange({ ...section, column1_links: { ...links, items } })}
    />
  );
}
