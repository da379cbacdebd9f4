// One screen, block by block: add a block of any declared type (at the end of the screen or inside a
// block with children), hide it and show it again, move it within its list, change its props in the
// form generated from its props schema (block-props-form.tsx) and its dates (block-window.tsx). A hidden block leaves the screen (as a
// preset's patch `remove` says it) but stays listed where it was, with Show to put it back there.
import { useState, useSyncExternalStore } from 'react';
import type { Finding } from '@/lib/preset-check/findings';
import type { Json } from '@/lib/preset-check/built-preset';
import { imageHostsOf } from '@/lib/preset-check/images';
import { blockDescription, BLOCK_TYPES } from './block-form';
import { BlockPropsForm } from './block-props-form';
import { BlockWindow, draftTimeZone } from './block-window';
import { setIn, type Draft, type DraftChange } from './draft-history';
import { FieldError } from './field-error';
import type { StudioFormContext } from './studio-form-context';
import { KeyTexts } from './key-texts';
import { editableTexts } from './shipped-texts';
import { Group, ItemTools, ListItem, SmallButton } from './styles';
import { useStudioT, type StudioT } from './studio-i18n';

type Block = { type?: string; id?: string; props?: Json; children?: Block[]; visible_from?: string; visible_until?: string };
type Path = (string | number)[];

const blockName = (block: Block) => `${block.type ?? '?'}${block.id ? ` "${block.id}"` : ''}`;

/** Blocks hidden in this session, by preset and list (`screens/home/blocks`), each with its place. */
type Hidden = { block: Block; index: number };
const hiddenByList = new Map<string, Hidden[]>();
const listeners = new Set<() => void>();
let version = 0;
const subscribe = (listener: () => void) => (listeners.add(listener), () => listeners.delete(listener));
function setHidden(key: string, next: Hidden[]) {
  hiddenByList.set(key, next);
  version += 1;
  listeners.forEach((listener) => listener());
}

type ListProps = { blocks: Block[]; path: Path; draft: Draft; findings: readonly Finding[]; change: DraftChange; context: StudioFormContext; taken: Set<string> };

function BlockList({ blocks, path, draft, findings, change, context, taken }: ListProps) {
  const { t } = useStudioT();
  useSyncExternalStore(subscribe, () => version);
  const key = `${draft.name}/${path.join('/')}`;
  // A block back in the list (Show, or Undo of the hide) is no longer listed as hidden.
  const hidden = (hiddenByList.get(key) ?? []).filter((h) => !blocks.some((b) => b === h.block || (h.block.id !== undefined && b.id === h.block.id)));
  const setList = (next: Block[]) => change(setIn(draft, path, next));
  const hide = (index: number) => {
    setHidden(key, [...hidden, { block: blocks[index] as Block, index }]);
    setList(blocks.filter((_, i) => i !== index));
  };
  const show = (entry: Hidden) => {
    setHidden(key, hidden.filter((h) => h !== entry));
    const next = [...blocks];
    next.splice(Math.min(entry.index, next.length), 0, entry.block);
    setList(next);
  };
  const move = (index: number, by: number) => {
    const next = [...blocks];
    const [block] = next.splice(index, 1);
    next.splice(index + by, 0, block as Block);
    setList(next);
  };
  return (
    <>
      {blocks.map((block, index) => {
        const at = [...path, index];
        const pointer = `/${at.join('/')}`;
        const name = blockName(block);
        const description = block.type ? blockDescription(block.type) : undefined;
        return (
          <ListItem key={`${block.id ?? ''}-${block.type ?? ''}-${index}`} role="group" aria-label={t('screen.block', { name })}>
            <strong>{block.type}</strong> {block.id ? <code>{block.id}</code> : null}
            {description ? <p className="help">{description}</p> : null}
            <FieldError findings={findings} pointer={pointer} exact />
            <FieldError findings={findings} pointer={`${pointer}/props`} exact />
            <BlockPropsForm
              type={block.type ?? ''}
              name={name}
              props={block.props}
              pointer={pointer}
              findings={findings}
              context={context}
              onChange={(props) => change(setIn(draft, [...at, 'props'], props))}
            />
            <BlockWindow name={name} pointer={pointer} values={block} zone={draftTimeZone(draft)} findings={findings} onChange={(k, value) => change(setIn(draft, [...at, k], value))} />
            <ItemTools>
              <SmallButton type="button" disabled={index === 0} onClick={() => move(index, -1)} aria-label={t('screen.moveUp', { name })}>{t('list.up')}</SmallButton>
              <SmallButton type="button" disabled={index === blocks.length - 1} onClick={() => move(index, 1)} aria-label={t('screen.moveDown', { name })}>{t('list.down')}</SmallButton>
              <SmallButton type="button" onClick={() => hide(index)} aria-label={t('screen.hide', { name })}>{t('screen.hideButton')}</SmallButton>
            </ItemTools>
            {Array.isArray(block.children) ? (
              <div style={{ marginLeft: 16 }}>
                <BlockList blocks={block.children} path={[...at, 'children']} draft={draft} findings={findings} change={change} context={context} taken={taken} />
                <AddBlock label={t('screen.addInside', { name })} id={`new-block-${at.join('-')}`} taken={taken} onAdd={(added) => change(setIn(draft, [...at, 'children'], [...(block.children ?? []), added]))} />
              </div>
            ) : null}
          </ListItem>
        );
      })}
      {hidden.map((entry) => (
        <ListItem key={`hidden-${blockName(entry.block)}-${entry.index}`} role="group" aria-label={t('screen.hiddenBlock', { name: blockName(entry.block) })}>
          <strong>{entry.block.type}</strong> {entry.block.id ? <code>{entry.block.id}</code> : null} <em>{t('screen.hiddenNote')}</em>
          <ItemTools>
            <SmallButton type="button" onClick={() => show(entry)} aria-label={t('screen.show', { name: blockName(entry.block) })}>{t('screen.showButton')}</SmallButton>
          </ItemTools>
        </ListItem>
      ))}
    </>
  );
}

/** A new block's starting props: the required text keys and links filled so it shows at once. */
const starterProps = (t: StudioT): Record<string, Json> => ({
  heading: { text: 'screens.home.title' },
  markdown: { content: t('screen.starterText') },
  links: { items: [{ label: 'common.showAll', to: '/' }] },
  text: { text: 'screens.home.title' },
  section: { title: 'screens.home.title' },
  group: { variant: 'stack' },
  banner: { title: 'screens.home.title' },
});
const CONTAINERS = new Set(['group', 'section', 'switch', 'detail']);

function AddBlock({ label, id, taken, onAdd }: { label: string; id: string; taken: Set<string>; onAdd: (block: Block) => void }) {
  const { t } = useStudioT();
  const [type, setType] = useState('markdown');
  const newId = () => {
    let n = 1;
    while (taken.has(`${type}-${n}`)) n += 1;
    return `${type}-${n}`;
  };
  return (
    <Group>
      <legend>{label}</legend>
      <label htmlFor={id}>{t('screen.type')}</label>{' '}
      <select id={id} value={type} onChange={(e) => setType(e.target.value)}>
        {BLOCK_TYPES.map((name) => <option key={name}>{name}</option>)}
      </select>{' '}
      <SmallButton type="button" onClick={() => onAdd({ type, id: newId(), props: starterProps(t)[type] ?? {}, ...(CONTAINERS.has(type) ? { children: [] } : {}) })}>
        {t('screen.addButton')}
      </SmallButton>
      {blockDescription(type) ? <p className="help">{blockDescription(type)}</p> : null}
    </Group>
  );
}

function ids(blocks: Block[], into = new Set<string>()): Set<string> {
  for (const block of blocks) {
    if (block.id) into.add(block.id);
    if (Array.isArray(block.children)) ids(block.children, into);
  }
  return into;
}

export function ScreenEditor({ name, draft, findings, change }: { name: string; draft: Draft; findings: readonly Finding[]; change: DraftChange }) {
  const { t } = useStudioT();
  const screen = (draft.screens?.[name] ?? {}) as Json;
  const blocks = (Array.isArray(screen.blocks) ? screen.blocks : []) as Block[];
  const taken = ids(blocks);
  const context = { ...editableTexts(draft, change), imageHosts: imageHostsOf(draft) };
  const { language, textOf } = context;
  const title = typeof screen.title === 'string' ? screen.title : '';
  return (
    <>
      <h2>{t('screen.title', { name })}</h2>
      <label htmlFor="screen-title">{t('screen.titleKey')}</label>{' '}
      <input id="screen-title" value={title} list="studio-text-keys" aria-describedby="screen-title-text" onChange={(e) => change(setIn(draft, ['screens', name, 'title'], e.target.value || undefined))} />
      <p id="screen-title-text" className="help">{title ? t('textKey.shows', { language, text: textOf(title) ?? t('textKey.noTextYet') }) : t('screen.noTitle')}</p>
      <KeyTexts textKey={title} context={context} id="screen-title" />
      <FieldError findings={findings} pointer={`/screens/${name}/title`} />
      <h3>{t('screen.blocks')}</h3>
      <BlockList blocks={blocks} path={['screens', name, 'blocks']} draft={draft} findings={findings} change={change} context={context} taken={taken} />
      <AddBlock label={t('screen.addBlock')} id="new-block-Add-a-block" taken={taken} onAdd={(added) => change(setIn(draft, ['screens', name, 'blocks'], [...blocks, added]))} />
    </>
  );
}
