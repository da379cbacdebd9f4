// One screen, block by block: add a block of any declared type, hide (remove) it, move it within its
// list, change its props (JSON, checked against the block's props schema by the CLI's findings).
import { useState } from 'react';
import type { Finding } from '@/lib/preset-check/findings';
import { isObject, type Json } from '@/lib/preset-check/built-preset';
import { schemaByFile } from './check';
import { setIn, type Draft } from './draft-history';
import { FieldError } from './field-error';
import { Group, ItemTools, ListItem, SmallButton } from './styles';

type Block = { type?: string; id?: string; props?: Json; children?: Block[] };
type Path = (string | number)[];

const blockSchema = ((schemaByFile['screens.schema.json'] ?? {}).definitions as Record<string, Json> | undefined)?.block;
const BLOCK_TYPES = ((((blockSchema?.properties as Json | undefined)?.type as Json | undefined)?.anyOf as Json[] | undefined)?.[0]?.enum ?? []) as string[];

function PropsEditor({ block, pointer, onChange }: { block: Block; pointer: string; onChange: (props: Json) => void }) {
  const [text, setText] = useState(() => JSON.stringify(block.props ?? {}, null, 2));
  const [error, setError] = useState('');
  const id = `props-${pointer.replace(/[^a-z0-9]+/gi, '-')}`;
  return (
    <details>
      <summary>Props of {block.id ?? block.type}</summary>
      <label htmlFor={id}>Props (JSON)</label>
      <textarea
        id={id}
        rows={Math.min(16, text.split('\n').length + 1)}
        style={{ width: '100%', fontFamily: 'monospace', fontSize: 13 }}
        value={text}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => {
          setText(e.target.value);
          try {
            const parsed: unknown = JSON.parse(e.target.value);
            if (!isObject(parsed)) throw new Error('props must be a JSON object');
            setError('');
            onChange(parsed);
          } catch (err) {
            setError((err as Error).message);
          }
        }}
      />
      {error ? <p id={`${id}-error`} style={{ color: '#a4000f' }}>{error}</p> : null}
    </details>
  );
}

type ListProps = { blocks: Block[]; path: Path; draft: Draft; findings: readonly Finding[]; change: (next: Draft) => void };

function BlockList({ blocks, path, draft, findings, change }: ListProps) {
  const setList = (next: Block[]) => change(setIn(draft, path, next));
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
        const name = `${block.type ?? '?'}${block.id ? ` "${block.id}"` : ''}`;
        return (
          <ListItem key={`${block.id ?? ''}-${index}`} role="group" aria-label={`Block ${name}`}>
            <strong>{block.type}</strong> {block.id ? <code>{block.id}</code> : null}
            <FieldError findings={findings} pointer={pointer} exact />
            <FieldError findings={findings} pointer={`${pointer}/props`} />
            <PropsEditor key={JSON.stringify(block.props ?? {})} block={block} pointer={pointer} onChange={(props) => change(setIn(draft, [...at, 'props'], props))} />
            <ItemTools>
              <SmallButton type="button" disabled={index === 0} onClick={() => move(index, -1)} aria-label={`Move block ${name} up`}>Up</SmallButton>
              <SmallButton type="button" disabled={index === blocks.length - 1} onClick={() => move(index, 1)} aria-label={`Move block ${name} down`}>Down</SmallButton>
              <SmallButton type="button" onClick={() => setList(blocks.filter((_, i) => i !== index))} aria-label={`Hide block ${name}`}>Hide</SmallButton>
            </ItemTools>
            {Array.isArray(block.children) ? (
              <div style={{ marginLeft: 16 }}>
                <BlockList blocks={block.children} path={[...at, 'children']} draft={draft} findings={findings} change={change} />
              </div>
            ) : null}
          </ListItem>
        );
      })}
    </>
  );
}

const starterProps: Record<string, Json> = {
  heading: { text: 'screens.home.title' },
  markdown: { content: 'New text' },
  links: { items: [{ label: 'common.showAll', to: '/' }] },
  text: { text: 'screens.home.title' },
};

export function ScreenEditor({ name, draft, findings, change }: { name: string; draft: Draft; findings: readonly Finding[]; change: (next: Draft) => void }) {
  const screen = (draft.screens?.[name] ?? {}) as Json;
  const blocks = (Array.isArray(screen.blocks) ? screen.blocks : []) as Block[];
  const [type, setType] = useState('markdown');
  const taken = new Set(JSON.stringify(blocks).match(/"id":"[^"]+"/g) ?? []);
  const newId = () => {
    let n = 1;
    while (taken.has(`"id":"${type}-${n}"`)) n += 1;
    return `${type}-${n}`;
  };
  return (
    <>
      <h2>Screen {name}</h2>
      <label htmlFor="screen-title">Title (text key)</label>{' '}
      <input id="screen-title" value={String(screen.title ?? '')} onChange={(e) => change(setIn(draft, ['screens', name, 'title'], e.target.value || undefined))} />
      <FieldError findings={findings} pointer={`/screens/${name}/title`} />
      <h3>Blocks</h3>
      <BlockList blocks={blocks} path={['screens', name, 'blocks']} draft={draft} findings={findings} change={change} />
      <Group>
        <legend>Add a block</legend>
        <label htmlFor="new-block-type">Type</label>{' '}
        <select id="new-block-type" value={type} onChange={(e) => setType(e.target.value)}>
          {BLOCK_TYPES.map((t) => <option key={t}>{t}</option>)}
        </select>{' '}
        <SmallButton type="button" onClick={() => change(setIn(draft, ['screens', name, 'blocks'], [...blocks, { type, id: newId(), props: starterProps[type] ?? {} }]))}>
          Add block
        </SmallButton>
      </Group>
    </>
  );
}
