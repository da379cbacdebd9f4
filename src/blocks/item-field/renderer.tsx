import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatValue, headingTag, useItemScope, valueAt, type BlockRendererProps, type HeadingLevel } from '@/engine/blocks';
import { Heading, PillBadge, Text } from '@/engine/theme';
import type { ItemFieldProps } from '@/generated/block-props';
import { formatDate, fromEpochSeconds, pointsFromHundredths, useFormat } from '@/lib/format';

type Props = ItemFieldProps;

const Time = styled.time`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 14px;
`;

const Image = styled.img<{ $fit: 'contain' | 'cover' }>`
  display: block;
  max-width: 100%;
  ${({ $fit }) => ($fit === 'cover' ? 'width: 100%; max-height: 320px; object-fit: cover;' : 'max-height: 240px; object-fit: contain;')}
  border-radius: ${({ theme }) => theme.radii.md}px;
`;

const Badge = PillBadge;

const toDate = (value: unknown) =>
  typeof value === 'number' ? fromEpochSeconds(value) : typeof value === 'string' ? new Date(value) : new Date(Number.NaN);

/** One value of the enclosing detail's item; an empty value renders nothing (as the bespoke pages did). */
function ItemFieldBlock({ block }: BlockRendererProps<Props>) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const scope = useItemScope();
  const { field = '', as = 'text', level, format, text, fit = 'contain' } = block.props ?? { field: '' };
  const value = valueAt(scope?.item, field);
  if (value === null || value === undefined || value === '') return null;

  if (as === 'image') return typeof value === 'string' ? <Image src={value} alt="" decoding="async" $fit={fit} /> : null;
  if (as === 'date') {
    const date = toDate(value);
    return Number.isFinite(date.getTime()) ? <Time dateTime={date.toISOString()}>{formatDate(date)}</Time> : null;
  }
  const formatted = formatValue(format, value, scope?.item, fmt, t);
  const count = typeof value === 'number' ? (format === 'points' ? pointsFromHundredths(value) : value) : undefined;
  const name = field.split('.').pop() ?? field;
  const content = text ? t(text, { value: formatted, [name]: formatted, count }) : formatted;
  if (as === 'title') {
    return (
      <Heading as="h1" id={scope?.titleId} fontSize={[5, 6]}>
        {content}
      </Heading>
    );
  }
  if (as === 'heading') return <Heading as={headingTag((level ?? 2) as HeadingLevel)}>{content}</Heading>;
  if (as === 'badge') return <Badge>{content}</Badge>;
  return <Text style={{ whiteSpace: 'pre-line' }}>{content}</Text>;
}

export const renderer = ItemFieldBlock;
