// Small shared pieces for blocks: status notes, spinner, skeleton.
import styled, { css, keyframes } from 'styled-components';
import { VisuallyHidden } from '@/engine/theme';

export const Note = styled.div<{ $tone?: 'error' | 'info' }>`
  border: 1px dashed ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.error : theme.colors.archived)};
  border-radius: 4px;
  padding: 12px 16px;
  margin: 8px 0;
  color: ${({ theme }) => theme.colors.text};
  & > p { margin: 0 0 8px; }
`;

const spin = keyframes`to { transform: rotate(360deg); }`;
const SpinnerCircle = styled.span`
  display: inline-block;
  width: 24px;
  height: 24px;
  border: 3px solid ${({ theme }) => theme.colors.border};
  border-top-color: ${({ theme }) => theme.colors.primary};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
  @media (prefers-reduced-motion: reduce) { animation-duration: 3s; }
`;
const SpinnerWrap = styled.div`
  display: flex;
  justify-content: center;
  padding: 16px;
`;

export function Spinner({ label }: { label: string }) {
  return (
    <SpinnerWrap role="status">
      <SpinnerCircle aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </SpinnerWrap>
  );
}

const pulse = keyframes`50% { opacity: 0.5; }`;
export const Skeleton = styled.div<{ $height?: number }>`
  height: ${({ $height }) => $height ?? 150}px;
  border-radius: 8px;
  background: ${({ theme }) => theme.colors.surface};
  animation: ${pulse} 1.5s ease-in-out infinite;
  @media (prefers-reduced-motion: reduce) { animation: none; }
`;

/** The list of a paged block's items (and of its loading cards): a grid of tiles or one column. */
export const ItemGrid = styled.ul<{ $variant: 'grid' | 'list' }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 16px;
  ${({ $variant }) =>
    $variant === 'grid'
      ? css`
          grid-template-columns: repeat(auto-fill, minmax(min(100%, 260px), 1fr));
        `
      : css`
          grid-template-columns: 1fr;
        `}
`;

const ScreenPlaceholder = styled.div`
  min-height: calc(100vh - ${({ theme }) => theme.header.height}px);
`;

/**
 * A screen that is still loading takes a viewport's height, so the footer stays below the fold
 * until the screen's own blocks (sized placeholders of their own) replace it. Busy: what waits for
 * a settled screen (src/lib/first-screen.ts, the screen snapshot) waits for it.
 */
export function ScreenLoading({ label }: { label: string }) {
  return (
    <ScreenPlaceholder aria-busy="true">
      <Spinner label={label} />
    </ScreenPlaceholder>
  );
}
