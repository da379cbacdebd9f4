import styled from 'styled-components';
import { variant as styledVariant } from 'styled-system';
import { focusVisible } from './focus';
import { shouldForwardProp, systemProps, type SystemProps } from './system';
import type { ButtonVariant } from './theme-types';

export type ButtonProps = SystemProps & {
  /** primary (brand colour), confirm (GENERAL.confirm_button_*), secondary (outline), link (text). */
  variant?: ButtonVariant;
  /** Stretch to the container width. */
  block?: boolean;
};

const variants = styledVariant({ scale: 'buttons', prop: 'variant' });

export const Button = styled.button
  .withConfig({ shouldForwardProp: (prop) => prop !== 'block' && shouldForwardProp(prop) })
  .attrs<ButtonProps>((props) => ({ type: props.type ?? 'button', variant: props.variant ?? 'primary' }))<ButtonProps>`
  box-sizing: border-box;
  display: ${({ block }) => (block ? 'flex' : 'inline-flex')};
  width: ${({ block }) => (block ? '100%' : 'auto')};
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-height: 44px;
  padding: 10px 20px;
  border-radius: ${({ theme }) => theme.radii.sm}px;
  font-family: inherit;
  font-size: 16px;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: 1.2;
  cursor: pointer;
  transition: background-color 0.15s ease-in-out, border-color 0.15s ease-in-out;
  ${variants}
  ${systemProps}
  &:disabled,
  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.6;
  }
  ${focusVisible}
`;

/** The round icon-only button (close icons, 36px): the caller gives it an aria-label. */
export const RoundIconButton = styled.button.attrs({ type: 'button' })`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.sizes.closeIcon}px;
  height: ${({ theme }) => theme.sizes.closeIcon}px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.round};
  background: none;
  color: inherit;
  cursor: pointer;
  ${focusVisible}
`;
