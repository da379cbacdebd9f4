import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import {
  BlockDispatcher,
  ItemContext,
  QueryError,
  Skeleton,
  Unavailable,
  useDataSource,
  useItemScope,
  useResolvedParams,
  type Block,
  type BlockRendererProps,
  type SingleDataSource,
} from '@/engine/blocks';
import { useSession } from '@/lib/session';
import type { SwitchProps } from '@/generated/block-props';
import { namedIds, pickCase, PENDING, type SwitchCase, type SwitchState } from './conditions';

type Props = SwitchProps;
type Part = { block: Block<Props>; pointer: string; cases: readonly SwitchCase[]; state: SwitchState };
const noCases: SwitchCase[] = [];

/** The children the picked case names, plus those no case names, in their own order. */
function Shown({ block, pointer, cases, show }: { block: Block<Props>; pointer: string; cases: readonly SwitchCase[]; show: readonly string[] }) {
  const named = namedIds(cases);
  return (
    <>
      {(block.children ?? []).map((child, index) =>
        child.id && named.has(child.id) && !show.includes(child.id) ? null : (
          <BlockDispatcher key={child.id ?? index} block={child} pointer={`${pointer}/children/${index}`} />
        ),
      )}
    </>
  );
}

function Loading() {
  const { t } = useTranslation();
  return <Skeleton $height={120} role="status" aria-busy="true" aria-label={t('common.loading')} />;
}

/** Cases read the enclosing item (a `detail`'s), if any. */
function OnEnclosingItem({ block, pointer, cases, state }: Part) {
  const scope = useItemScope();
  const picked = pickCase(cases, state, scope?.item);
  if (picked === PENDING) return <Loading />;
  return <Shown block={block} pointer={pointer} cases={cases} show={picked?.show ?? []} />;
}

/** Cases read the item of the switch's own data source, loaded only once a case needs it. */
function OnOwnItem({ block, pointer, cases, state, source }: Part & { source: SingleDataSource }) {
  const titleId = useId();
  const params = useResolvedParams(block.props?.params);
  const needsItem = pickCase(cases, state, PENDING) === PENDING;
  const options = useMemo(() => source.query(params), [source, params]);
  const query = useQuery({ ...options, enabled: needsItem });
  if (!needsItem) {
    const picked = pickCase(cases, state, PENDING);
    return <Shown block={block} pointer={pointer} cases={cases} show={picked === PENDING || !picked ? [] : picked.show} />;
  }
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} busy={query.isFetching} />;
  if (!query.isSuccess) return <Loading />;
  const picked = pickCase(cases, state, query.data);
  return (
    <ItemContext.Provider value={{ item: query.data, titleId }}>
      <Shown block={block} pointer={pointer} cases={cases} show={picked === PENDING || !picked ? [] : picked.show} />
    </ItemContext.Provider>
  );
}

function WithSource(part: Part & { name: string }) {
  const source = useDataSource(part.name, 'single', part.pointer);
  return source ? <OnOwnItem {...part} source={source} /> : <Unavailable />;
}

/** Shows the child blocks of the first case whose `when` holds (URL search parameter, session, item field). */
function SwitchBlock({ block, pointer }: BlockRendererProps<Props>) {
  const [query] = useSearchParams();
  const { logged } = useSession();
  const part: Part = { block, pointer, cases: block.props?.cases ?? noCases, state: { query, signedIn: logged } };
  const name = block.props?.dataSource;
  return name ? <WithSource {...part} name={name} /> : <OnEnclosingItem {...part} />;
}

export const renderer = SwitchBlock;
