import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@/engine/theme';
import { usePairCard } from '@/lib/api/operations/pair-card';
import { CARD_NUMBER_PATTERN, normaliseCardNumber } from '@/lib/rules/card-number';
import { TextField } from '@/components/account-access/text-field';
import { Spinner } from '@/components/dialogs';


const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 12px;
  max-width: 420px;
`;

/** Pairs a card by its 16-digit number; the server's refusals arrive as toasts. */
export function PairCardForm({ onPaired }: { onPaired: () => void }) {
  const { t } = useTranslation();
  const pair = usePairCard();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pair.isPending) return;
    const cardNumber = normaliseCardNumber(value);
    if (!CARD_NUMBER_PATTERN.test(cardNumber)) {
      setError(t('errors.cardNumber'));
      return;
    }
    setError(null);
    try {
      await pair.mutateAsync({ card_number: cardNumber });
      onPaired();
    } catch {
      // 'Card verification failed' or 'already registered': shown by the client as a toast.
    }
  };

  return (
    <Form onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        label={t('forms.fields.cardNumber')}
        hint={t('screens.linkCard.text')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={19}
        value={value}
        error={error}
        onChange={(event) => setValue(event.target.value)}
      />
      <div>
        <Button type="submit" variant="confirm" aria-disabled={pair.isPending || undefined} aria-busy={pair.isPending || undefined}>
          {pair.isPending && <Spinner />}
          {t('card.pair')}
        </Button>
      </div>
    </Form>
  );
}
