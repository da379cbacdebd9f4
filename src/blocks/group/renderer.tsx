import styled, { css } from 'styled-components';
import type { BlockRendererProps } from '@/engine/blocks';
import type { GroupProps } from '@/generated/block-props';

type Variant = NonNullable<GroupProps['variant']>;

const column = css`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 12px;
  min-width: 0;
`;

const row = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  min-width: 0;
`;

const styles: Record<Variant, ReturnType<typeof css>> = {
  stack: column,
  header: column,
  card: css`
    flex: 1 1 auto;
    display: flex;
    flex-direction: column;
    gap: 8px;
    min-width: 0;
    padding: 12px 16px 16px;
  `,
  inline: row,
  /*
   * Items separated by a dot. Every item carries its dot in a 16px lead-in; the group reaches 16px
   * to the left and clips that strip, so the item that starts a line (the first, or one wrapped to a
   * new line) never shows a stray dot.
   */
  dotted: css`
    ${row}
    column-gap: 0;
    margin-left: -16px;
    clip-path: inset(-8px -8px -8px 16px);
    & > * {
      padding-left: 16px;
    }
    & > *::before {
      content: '·' / '';
      display: inline-block;
      width: 16px;
      margin-left: -16px;
      text-align: center;
    }
  `,
  footer: css`
    ${row}
    justify-content: space-between;
    margin-top: auto;
  `,
  body: css`
    ${column}
    flex: 2 1 320px;
  `,
  media: css`
    position: relative;
    flex: 1 1 240px;
    max-width: 360px;
    min-height: 150px;
    display: flex;
    align-items: center;
    justify-content: center;
    overflow: hidden;
    border-radius: ${({ theme }) => theme.radii.md}px;
    background: ${({ theme }) => theme.colors.surface};
  `,
};

const Box = styled.div<{ $variant: Variant }>`
  ${({ $variant }) => styles[$variant]}
`;

/** A layout container for composed blocks (a detail's media pane and body, an article header, a list item's card body). */
function GroupBlock({ block, children }: BlockRendererProps<GroupProps>) {
  const variant = block.props?.variant ?? 'stack';
  return (
    <Box as={variant === 'header' ? 'header' : 'div'} $variant={variant}>
      {children}
    </Box>
  );
}

export const renderer = GroupBlock;
