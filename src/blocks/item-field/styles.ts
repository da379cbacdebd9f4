import { Link as RouterLink } from 'react-router';
import styled from 'styled-components';
import { focusVisible, tileTitle } from '@/engine/theme';

export const Time = styled.time`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 14px;
`;

export const Image = styled.img<{ $fit: 'contain' | 'cover' }>`
  display: block;
  max-width: 100%;
  ${({ $fit }) => ($fit === 'cover' ? 'width: 100%; max-height: 320px; object-fit: cover;' : 'max-height: 240px; object-fit: contain;')}
  border-radius: ${({ theme }) => theme.radii.md}px;
`;

/** A 16:9 image area, empty when there is no image (so the tiles of a grid row stay even). */
/** A cover (a leaflet's first page) is shown whole, letterboxed on the surface colour, never cropped. */
export const Cover = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  aspect-ratio: 16 / 9;
  flex: none;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
`;

/** A list item's title: the tile typography, two lines at most. */
export const ListTitle = styled.h3`
  ${tileTitle}
`;

export const ListText = styled.p`
  margin: 0;
  font-size: 14px;
  line-height: 1.4;
  overflow-wrap: anywhere;
  white-space: pre-line;
`;

export const Meta = styled.p`
  margin: 0;
  font-size: 14px;
  color: ${({ theme }) => theme.colors.muted};
  overflow-wrap: anywhere;
`;

export const ItemLink = styled(RouterLink)`
  color: inherit;
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
  ${focusVisible}
`;

/** A pill-shaped link in the primary colours (a tile's button). */
export const PillLink = styled.a`
  box-sizing: border-box;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 40px;
  padding: 8px 16px;
  border-radius: ${({ theme }) => theme.radii.pill}px;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: 14px;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;
  ${focusVisible}
`;

/** A flag's marker, in the unread badge's colours. */
export const Flag = styled.span`
  display: inline-block;
  padding: 2px 8px;
  border-radius: ${({ theme }) => theme.radii.pill}px;
  background: ${({ theme }) => theme.menu.unreadBackground};
  color: ${({ theme }) => theme.menu.unreadText};
  font-size: 12px;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

/** The flagged list item's edge: a bar down its card's left side. */
export const FlagEdge = styled.span`
  position: absolute;
  top: 0;
  bottom: 0;
  left: 0;
  width: 4px;
  background: ${({ theme }) => theme.menu.unreadBackground};
`;

/** A labelled value: one description list pair, the labels of a card's facts in one column width. */
export const Fact = styled.dl`
  display: grid;
  grid-template-columns: minmax(9em, max-content) 1fr;
  gap: 4px 16px;
  margin: 0;
  dt {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;
