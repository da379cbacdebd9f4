import { forwardRef, useId, type InputHTMLAttributes } from 'react';
import styled from 'styled-components';
import { Hint, Input, Label } from '@/engine/forms/theme/styles';

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  min-width: 0;
`;

const Message = styled.p`
  margin: 0;
  font-size: 14px;
  color: ${({ theme }) => theme.colors.error};
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
