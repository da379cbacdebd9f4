import styled from 'styled-components';
import { fillPath, headingTag, useHeadingLevel, valueAt } from '@/engine/blocks';
import { Heading, Link, Text } from '@/engine/theme';
import { configLink } from '@/lib/sanitize/link';

const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: 8px;
  height: 100%;
  box-sizing: border-box;
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 8px;
  background: ${({ theme }) => theme.colors.background};
`;
const Image = styled.img`
  width: 100%;
  max-height: 160px;
  object-fit: cover;
  border-radius: 4px;
`;

const text = (item: unknown, ...paths: string[]) => {
  for (const path of paths) {
    const value = valueAt(item, path);
    if (typeof value === 'string' && value) return value;
  }
  return undefined;
};

/** Default item renderer: image, title and excerpt of any item, linking to its detail when asked. */
export function GenericCard({ item, linkTo }: { item: unknown; linkTo?: string }) {
  const title = text(item, 'title', 'name', 'uid') ?? '';
  const excerpt = text(item, 'excerpt', 'description', 'street');
  const image = text(item, 'image', 'img_logo', 'cover_url', 'images_obj.0.url');
  // Filled from the item, then through the one in-app link rule: an item value cannot lead elsewhere.
  const href = linkTo && item && typeof item === 'object' ? configLink(fillPath(linkTo, item as Record<string, unknown>))?.href : undefined;
  return (
    <Card>
      {image ? <Image src={image} alt="" loading="lazy" /> : null}
      <Heading as={headingTag(useHeadingLevel())} fontSize={3}>
        {href ? <Link to={href}>{title}</Link> : title}
      </Heading>
      {excerpt ? <Text>{excerpt}</Text> : null}
    </Card>
  );
}
