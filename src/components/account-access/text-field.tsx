import { forwardRef, useId, type InputHTMLAttributes } from 'react';
import styled from 'styled-components';
import { focusVisible } from '@/engine/theme';

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  min-width: 0;
`;

const Label = styled.label`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Input = styled.input<{ $invalid: boolean }>`
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

const Message = styled.p`
  margin: 0;
  font-size: 14px;
  color: ${({ theme }) => theme.colors.error};
`;

const Hint = styled.p`
  margin: 0;
  font-size: 14px;
  color: ${({ theme }) => theme.colors.muted};
`;

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: string;
  /** Validation message; marks the input invalid and describes it. */
  error?: string | null;
  hint?: string;
};

/** A labelled text input with its hint and error (used by the card, access and e-mail screens). */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField({ label, error, hint, ...input }, ref) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      {hint && <Hint id={hintId}>{hint}</Hint>}
      <Input ref={ref} id={id} {...input} $invalid={Boolean(error)} aria-invalid={error ? true : undefined} aria-describedby={describedBy} />
      {error && <Message id={errorId}>{error}</Message>}
    </Field>
  );
});
