import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { VisuallyHidden } from '@/engine/theme';
import { Barcode } from './barcode';

/** Card number in groups of four ('4000 0000 0000 0001'). */
export function groupCardNumber(number: string): string {
  return number.replace(/\s+/g, '').replace(/(\d{4})(?=\d)/g, '$1 ');
}

const Card = styled.div<{ $large: boolean }>`
  box-sizing: border-box;
  width: 100%;
  max-width: ${({ $large }) => ($large ? 640 : 400)}px;
  border-radius: ${({ theme }) => theme.radii.lg}px;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  box-shadow: 0 4px 16px rgba(0, 0, 0, 0.18);
`;

const Top = styled.div<{ $large: boolean }>`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: 8px;
  padding: ${({ $large }) => ($large ? '20px 24px' : '14px 18px')};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Holder = styled.p<{ $large: boolean }>`
  margin: 0;
  padding: ${({ $large }) => ($large ? '0 24px 16px' : '0 18px 12px')};
  font-size: ${({ $large }) => ($large ? 20 : 15)}px;
  overflow-wrap: anywhere;
`;

const Scan = styled.div<{ $large: boolean }>`
  background: #fff;
  color: #000;
  padding: ${({ $large }) => ($large ? '20px 24px 16px' : '14px 18px 12px')};
  text-align: center;
  /* The number's font follows this box's width (cqi), so it stays on one line on a phone. */
  container-type: inline-size;
  svg {
    display: block;
    width: 100%;
    height: ${({ $large }) => ($large ? 140 : 72)}px;
  }
`;

const CardNumber = styled.p<{ $large: boolean }>`
  margin: 8px 0 0;
  font-family: ${({ theme }) => theme.fonts.mono};
  /* One line: up to 19 digits in groups (23 monospace characters, ~0.68em each with the spacing)
     fit the box's width at 6cqi. */
  font-size: ${({ $large }) => ($large ? 'clamp(11px, 6cqi, 28px)' : 'clamp(11px, 6cqi, 18px)')};
  letter-spacing: 0.08em;
  white-space: nowrap;
`;

export interface CardVisualProps {
  cardNumber: string;
  isVirtual?: boolean;
  /** The zoomed card (bigger bars and digits for the till's scanner). */
  large?: boolean;
  /** The member's name, shown on the card when known. */
  holder?: string | null;
}

/** The card: programme name, the member's name, a barcode of the number, the number in groups of four. */
export function CardVisual({ cardNumber, holder = null, isVirtual = false, large = false }: CardVisualProps) {
  const { t } = useTranslation();
  const digits = cardNumber.replace(/\s+/g, '');
  return (
    <Card $large={large} data-testid={large ? 'card-large' : 'card'}>
      <Top $large={large}>
        <span>{t('card.title')}</span>
        {isVirtual && <span>{t('card.virtual')}</span>}
      </Top>
      {holder && <Holder $large={large} data-testid="card-holder">{holder}</Holder>}
      <Scan $large={large}>
        {/^\d+$/.test(digits) && <Barcode value={digits} label={t('card.barcode', { number: groupCardNumber(digits) })} />}
        <CardNumber $large={large}>
          <VisuallyHidden>{t('card.number')} </VisuallyHidden>
          {groupCardNumber(digits)
            .split(' ')
            .map((group, index) => (
              <Fragment key={index}>
                {index > 0 ? ' ' : null}
                <span data-group>{group}</span>
              </Fragment>
            ))}
        </CardNumber>
      </Scan>
    </Card>
  );
}
