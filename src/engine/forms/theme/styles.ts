import styled, { css } from 'styled-components';
import { focusRing, focusVisible } from '@/engine/theme';

const control = css<{ $invalid?: boolean }>`
  box-sizing: border-box;
  width: 100%;
  min-height: 44px;
  padding: 10px 12px;
  font: inherit;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.error : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.sm}px;
  ${focusVisible}
`;

export const Input = styled.input<{ $invalid?: boolean }>`
  ${control}
`;
export const Select = styled.select<{ $invalid?: boolean }>`
  ${control}
`;
export const Textarea = styled.textarea<{ $invalid?: boolean }>`
  ${control}
  min-height: 96px;
`;

export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  margin-bottom: 16px;
  border: 0;
  padding: 0;
  min-width: 0;
`;
export const Label = styled.label`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;
export const Legend = styled.legend`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  padding: 0;
  margin-bottom: 6px;
`;
export const Hint = styled.div`
  font-size: 14px;
  color: ${({ theme }) => theme.colors.muted};
`;
export const FieldErrors = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: 14px;
  color: ${({ theme }) => theme.colors.error};
`;
export const Choice = styled.label`
  display: flex;
  align-items: flex-start;
  gap: 8px;
  min-height: 24px;
  cursor: pointer;
  & input { width: 20px; height: 20px; margin: 2px 0 0; flex: none; accent-color: ${({ theme }) => theme.colors.primary}; }
  & input:focus-visible { ${focusRing} }
`;
export const Summary = styled.div`
  border: 1px solid ${({ theme }) => theme.colors.error};
  color: ${({ theme }) => theme.colors.error};
  border-radius: ${({ theme }) => theme.radii.sm}px;
  padding: 12px 16px;
  margin-bottom: 16px;
  & ul { margin: 0; padding-left: 20px; }
`;

/** The form's frame: rjsf groups fields in fieldsets; they structure the form for assistive tech, not visually. */
export const FormFrame = styled.div`
  & fieldset {
    border: 0;
    padding: 0;
    margin: 0;
    min-width: 0;
  }
`;
