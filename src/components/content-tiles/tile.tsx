import type { ComponentProps } from 'react';
import { Link as RouterLink } from 'react-router';
import styled from 'styled-components';
import { headingTag, useHeadingLevel } from '@/engine/blocks';
import { focusVisible } from '@/engine/theme';

/** A content card in a paged list: image on top, then the text; fills its grid cell. */
export const Tile = styled.article`
  box-sizing: border-box;
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: 0 1px 4px rgba(0, 0, 0, 0.12);
`;

export const TileImage = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  aspect-ratio: 16 / 9;
  background: ${({ theme }) => theme.colors.surface};
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export const TileBody = styled.div`
  flex: 1 1 auto;
  display: flex;
  flex-direction: column;
  gap: 8px;
  padding: 12px 16px 16px;
`;

const TileTitleText = styled.h3`
  margin: 0;
  font-size: 16px;
  line-height: 1.3;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  line-clamp: 2;
  overflow: hidden;
  overflow-wrap: anywhere;
`;

/** A tile's title at the heading level of where the list sits (see NestedHeadings). */
export function TileTitle(props: ComponentProps<typeof TileTitleText>) {
  return <TileTitleText as={headingTag(useHeadingLevel())} {...props} />;
}

export const TileTitleLink = styled(RouterLink)`
  color: inherit;
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
  ${focusVisible}
`;

export const TileText = styled.p`
  margin: 0;
  font-size: 14px;
  line-height: 1.4;
  overflow-wrap: anywhere;
`;

export const TileMeta = styled.p`
  margin: 0;
  font-size: 14px;
  color: ${({ theme }) => theme.colors.muted};
`;

export const TileFooter = styled.div`
  margin-top: auto;
  display: flex;
  align-items: center;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: 8px;
`;

/** A pill-shaped link styled like the tile buttons (primary colours). */
export const TileAction = styled.a`
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

/** The tile image, or the empty image area when there is none (keeps the grid rows even). */
export function TileImageArea({ src, alt = '' }: { src?: string | null; alt?: string }) {
  return <TileImage>{src ? <img src={src} alt={alt} loading="lazy" decoding="async" /> : null}</TileImage>;
}
