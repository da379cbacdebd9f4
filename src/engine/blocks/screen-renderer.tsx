import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { BlockList } from './dispatcher';
import { duplicateIdBlocks, LeftOutBlocks } from './duplicate-ids';
import { reportOnce, useBlockRegistry } from './registry';
import { ScreenParamsContext } from './params';
import type { Screen } from './types';

const Title = styled.h1`
  font-size: 1.75rem;
  margin: 0 0 16px;
`;

const emptyParams: Readonly<Record<string, string | undefined>> = {};

/**
 * Renders a screen from data. `params` are the route parameters (`useParams()`), used by blocks whose
 * props say `":id"`; `name` only labels problem reports (`screens/<name>/blocks/0`).
 */
export function ScreenRenderer({
  screen,
  params = emptyParams,
  name = 'screen',
}: {
  screen: Screen;
  params?: Readonly<Record<string, string | undefined>>;
  name?: string;
}) {
  const { t } = useTranslation();
  const registry = useBlockRegistry();
  const pointer = `screens/${name}/blocks`;
  const duplicates = useMemo(() => duplicateIdBlocks(screen, pointer), [screen, pointer]);
  const leftOut = useMemo(() => new Set(duplicates.map((d) => d.block)), [duplicates]);
  useEffect(() => duplicates.forEach(({ pointer: at, message }) => reportOnce(registry, { pointer: at, message })), [duplicates, registry]);
  return (
    <ScreenParamsContext.Provider value={params}>
      <LeftOutBlocks.Provider value={leftOut}>
        {screen.title ? <Title>{t(screen.title)}</Title> : null}
        <BlockList blocks={screen.blocks} pointer={pointer} />
      </LeftOutBlocks.Provider>
    </ScreenParamsContext.Provider>
  );
}
