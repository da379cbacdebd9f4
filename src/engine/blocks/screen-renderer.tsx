import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { BlockList } from './dispatcher';
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
  return (
    <ScreenParamsContext.Provider value={params}>
      {screen.title ? <Title>{t(screen.title)}</Title> : null}
      <BlockList blocks={screen.blocks} pointer={`screens/${name}/blocks`} />
    </ScreenParamsContext.Provider>
  );
}
