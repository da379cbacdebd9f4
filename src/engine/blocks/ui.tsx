// Small shared pieces for blocks (status notes, spinner, skeleton). Colours come from the theme with
// the spec's defaults as fallbacks.
import styled, { keyframes, type DefaultTheme } from 'styled-components';

type ThemeColors = { colors?: Record<string, string | undefined> };
export const color = (name: string, fallback: string) => ({ theme }: { theme: DefaultTheme }) =>
  (theme as ThemeColors).colors?.[name] ?? fallback;

export const Note = styled.div<{ $tone?: 'error' | 'info' }>`
  border: 1px dashed ${(p) => (p.$tone === 'error' ? color('error', '#e2001a')(p) : color('archived', '#98989b')(p))};
  border-radius: 4px;
  padding: 12px 16px;
  margin: 8px 0;
  color: ${color('text', '#000')};
`;

export const TextButton = styled.button`
  font: inherit;
  cursor: pointer;
  padding: 8px 16px;
  margin-top: 8px;
  border-radius: 4px;
  border: 1px solid currentColor;
  background: transparent;
  color: inherit;
  &:focus-visible { outline: 2px solid ${color('primary', '#000')}; outline-offset: 2px; }
`;

const spin = keyframes`to { transform: rotate(360deg); }`;
const SpinnerCircle = styled.span`
  display: inline-block;
  width: 24px;
  height: 24px;
  border: 3px solid ${color('archived', '#98989b')};
  border-top-color: ${color('primary', '#000')};
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
    <SpinnerWrap role="status" aria-live="polite">
      <SpinnerCircle aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </SpinnerWrap>
  );
}

export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
`;

const pulse = keyframes`50% { opacity: 0.5; }`;
export const Skeleton = styled.div<{ $height?: number }>`
  height: ${(p) => p.$height ?? 150}px;
  border-radius: 8px;
  background: #ececec;
  animation: ${pulse} 1.5s ease-in-out infinite;
  @media (prefers-reduced-motion: reduce) { animation: none; }
`;
