import { useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, focusVisible, Link, Text } from '@/engine/theme';
import type { components } from '@/generated/api';
import { useDeliveryAddresses } from '@/lib/api/operations/list-delivery-addresses';
import { useSelectReward } from '@/lib/api/operations/select-reward';
import { uniqueItems } from '@/lib/query';
import { notifySuccess } from '@/lib/toast';
import { Spinner } from '@/components/dialogs';

type Reward = components['schemas']['Reward'];
type Fulfilment = components['schemas']['RewardSelection']['fulfilment'];

/** Where a member adds a delivery address when they have none. */
export const NEW_ADDRESS_PATH = '/delivery-address';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 16px;
  width: 100%;
`;

const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  display: flex;
  flex-direction: column;
  gap: 8px;
  legend {
    margin-bottom: 8px;
    padding: 0;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const Choice = styled.label`
  display: flex;
  align-items: center;
  gap: 8px;
  min-height: 32px;
  cursor: pointer;
  input {
    width: 20px;
    height: 20px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
    ${focusVisible}
  }
`;

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  width: 100%;
  max-width: 420px;
  label {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  select {
    min-height: 44px;
    padding: 8px 12px;
    border: 1px solid ${({ theme }) => theme.colors.muted};
    border-radius: ${({ theme }) => theme.radii.sm}px;
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    ${focusVisible}
  }
`;

function fulfilmentLabel(t: (key: string, options?: Record<string, unknown>) => string, reward: Reward, option: Fulfilment): string {
  if (option === 'pickup') return t('reward.pickup');
  if (option === 'delivery') return t('reward.delivery');
  return reward.donation_target ? t('reward.donationTo', { target: reward.donation_target }) : t('reward.donation');
}

function AddressField({ value, onChange }: { value: string; onChange: (id: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const query = useDeliveryAddresses();
  const addresses = useMemo(() => uniqueItems(query.data), [query.data]);
  if (query.isPending) return <Text aria-busy="true">{t('common.loading')}</Text>;
  if (addresses.length === 0 && !query.isError) {
    return (
      <Text>
        {t('screens.deliveryAddresses.empty')} <Link to={NEW_ADDRESS_PATH}>{t('screens.deliveryAddresses.add')}</Link>
      </Text>
    );
  }
  return (
    <Field>
      <label htmlFor={id}>{t('reward.address')}</label>
      <select id={id} required value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{t('reward.chooseAddress')}</option>
        {addresses.map((address) => (
          <option key={address.id} value={address.id}>
            {[address.name, address.street, address.postal_code, address.city].filter(Boolean).join(', ')}
          </option>
        ))}
      </select>
    </Field>
  );
}

function StoreField({ reward, value, onChange }: { reward: Reward; value: string; onChange: (id: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Field>
      <label htmlFor={id}>{t('reward.store')}</label>
      <select id={id} required value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{t('reward.chooseStore')}</option>
        {(reward.pickup_stores ?? []).map((store) => (
          <option key={store.id} value={store.id}>
            {store.address ? `${store.name}, ${store.address}` : store.name}
          </option>
        ))}
      </select>
    </Field>
  );
}

/**
 * How to receive the reward (pickup store, delivery address or donation, as the reward offers)
 * and the select button. Success: a toast; the mutation refreshes the member's points. A failure
 * is reported by the client's error toast; the form stays as it was.
 */
export function SelectRewardForm({ reward }: { reward: Reward }) {
  const { t } = useTranslation();
  const options = reward.fulfilment ?? [];
  const [fulfilment, setFulfilment] = useState<Fulfilment | undefined>(options[0]);
  const [storeId, setStoreId] = useState('');
  const [addressId, setAddressId] = useState('');
  const select = useSelectReward();
  const busy = select.isPending;
  const missingChoice =
    !fulfilment || (fulfilment === 'pickup' && !storeId) || (fulfilment === 'delivery' && !addressId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy || missingChoice) return;
    select.mutate(
      {
        id: reward.id,
        fulfilment,
        ...(fulfilment === 'pickup' ? { pickup_store_id: storeId } : {}),
        ...(fulfilment === 'delivery' ? { delivery_address_id: addressId } : {}),
      },
      { onSuccess: () => notifySuccess(t('reward.selected')) },
    );
  };

  return (
    <Form onSubmit={submit} aria-busy={busy || undefined}>
      {options.length > 0 && (
        <Fieldset>
          <legend>{t('reward.receive')}</legend>
          {options.map((option) => (
            <Choice key={option}>
              <input type="radio" name={`fulfilment-${reward.id}`} value={option} checked={fulfilment === option} onChange={() => setFulfilment(option)} />
              {fulfilmentLabel(t, reward, option)}
            </Choice>
          ))}
        </Fieldset>
      )}
      {fulfilment === 'pickup' && <StoreField reward={reward} value={storeId} onChange={setStoreId} />}
      {fulfilment === 'delivery' && <AddressField value={addressId} onChange={setAddressId} />}
      <Button type="submit" variant="confirm" aria-disabled={busy || undefined} aria-busy={busy || undefined}>
        {busy && <Spinner />}
        {t('reward.select')}
      </Button>
    </Form>
  );
}
