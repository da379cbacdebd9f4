// The route table, route by route: path, who may open it, screen and layout on its line, its
// conditions, choices and redirect in a generated form (route-settings.tsx); add, move, hide and
// bring back (one change each, `hidden` set or removed, so a round trip leaves no diff), remove.
import { useState } from 'react';
import type { Finding } from '@/lib/preset-check/findings';
import type { Json } from '@/lib/preset-check/built-preset';
import { schemaByFile } from './check';
import { setIn, type Draft, type DraftChange } from './draft-history';
import { errorsAt, FieldError } from './field-error';
import { accessName } from './change-words';
import { RouteSettings } from './route-settings';
import { Group, ItemTools, ListItem, SmallButton } from './styles';
import { useStudioT } from './studio-i18n';

type Defs = Record<string, { enum?: string[] }>;
const defs = ((schemaByFile['routes.schema.json'] ?? {}).$defs ?? {}) as Defs;
const ACCESS = defs.access?.enum ?? ['public', 'member', 'visitor', 'any'];
const LAYOUTS = defs.layout?.enum ?? ['page-two-column', 'page-single', 'auth', 'consent', 'bare'];

type Props = { draft: Draft; findings: readonly Finding[]; change: DraftChange };

export function RoutesEditor({ draft, findings, change }: Props) {
  const { t } = useStudioT();
  const routes = (Array.isArray(draft.routes?.routes) ? draft.routes.routes : []) as Json[];
  const screens = Object.keys(draft.screens ?? {});
  const [path, setPath] = useState('');
  const setRoutes = (next: Json[]) => change({ ...draft, routes: { ...draft.routes, routes: next } });
  const update = (index: number, key: string, value: unknown) => change(setIn(draft, ['routes', 'routes', index, key], value));
  const move = (index: number, by: number) => {
    const next = [...routes];
    const [route] = next.splice(index, 1);
    next.splice(index + by, 0, route as Json);
    setRoutes(next);
  };

  return (
    <>
      <h2>{t('routes.title')}</h2>
      <p className="help">{t('routes.help')}</p>
      {routes.map((route, index) => {
        const id = `route-${index}`;
        const at = `/routes/routes/${index}`;
        const routePath = String(route.path);
        const hidden = route.hidden === true;
        return (
          <ListItem key={index} as="fieldset" aria-label={t('routes.route', { path: routePath })}>
            {hidden && <p className="help"><strong>{t('routes.hiddenNote')}</strong></p>}
            <label htmlFor={`${id}-path`}>{t('routes.path')}</label>{' '}
            <input id={`${id}-path`} value={String(route.path ?? '')} onChange={(e) => update(index, 'path', e.target.value)} aria-invalid={errorsAt(findings, `${at}/path`).length > 0 || undefined} />
            <FieldError findings={findings} pointer={`${at}/path`} />{' '}
            <label htmlFor={`${id}-access`}>{t('routes.access')}</label>{' '}
            <select id={`${id}-access`} value={String(route.access ?? 'public')} onChange={(e) => update(index, 'access', e.target.value)}>
              {ACCESS.map((a) => <option key={a} value={a}>{t('routes.option', { words: accessName(t, a), value: a })}</option>)}
            </select>{' '}
            {Array.isArray(route.choices) ? (
              <span>{t('routes.choices', { screens: (route.choices as Json[]).map((c) => String(c.screen)).join(', ') })}</span>
            ) : (
              <>
                <label htmlFor={`${id}-screen`}>{t('routes.screen')}</label>{' '}
                <select id={`${id}-screen`} value={String(route.screen ?? '')} onChange={(e) => update(index, 'screen', e.target.value)}>
                  {[...new Set([String(route.screen ?? ''), ...screens])].map((s) => <option key={s}>{s}</option>)}
                </select>{' '}
                <label htmlFor={`${id}-layout`}>{t('routes.layout')}</label>{' '}
                <select id={`${id}-layout`} value={String(route.layout ?? '')} onChange={(e) => update(index, 'layout', e.target.value || undefined)}>
                  <option value="">{t('routes.screensOwn')}</option>
                  {LAYOUTS.map((l) => <option key={l}>{l}</option>)}
                </select>
              </>
            )}
            <FieldError findings={findings} pointer={at} exact />
            <RouteSettings index={index} value={route} screens={screens} findings={findings} onChange={(next) => change(setIn(draft, ['routes', 'routes', index], next))} />
            <ItemTools>
              <SmallButton type="button" disabled={index === 0} onClick={() => move(index, -1)} aria-label={t('routes.moveUp', { path: routePath })}>{t('list.up')}</SmallButton>
              <SmallButton type="button" disabled={index === routes.length - 1} onClick={() => move(index, 1)} aria-label={t('routes.moveDown', { path: routePath })}>{t('list.down')}</SmallButton>
              <SmallButton type="button" onClick={() => update(index, 'hidden', hidden ? undefined : true)} aria-label={t(hidden ? 'routes.bringBack' : 'routes.hide', { path: routePath })}>
                {t(hidden ? 'routes.bringBackButton' : 'routes.hideButton')}
              </SmallButton>
              <SmallButton type="button" onClick={() => setRoutes(routes.filter((_, i) => i !== index))} aria-label={t('routes.remove', { path: routePath })}>{t('list.remove')}</SmallButton>
            </ItemTools>
          </ListItem>
        );
      })}
      <Group>
        <legend>{t('routes.add')}</legend>
        <label htmlFor="new-route-path">{t('routes.path')}</label>{' '}
        <input id="new-route-path" value={path} placeholder="/stores" onChange={(e) => setPath(e.target.value)} />{' '}
        <SmallButton
          type="button"
          disabled={!path}
          onClick={() => {
            const screen = path.replace(/^\//, '').replace(/\/.*/, '') || 'blank';
            const route = { path, access: 'public', screen, layout: 'page-single' };
            const screensNext = draft.screens?.[screen] ? draft.screens : { ...draft.screens, [screen]: { blocks: [] } };
            change({ ...draft, routes: { ...draft.routes, routes: [...routes, route] }, screens: screensNext });
            setPath('');
          }}
        >
          {t('routes.addButton')}
        </SmallButton>
        <p className="help">{t('routes.addHelp')}</p>
      </Group>
    </>
  );
}
