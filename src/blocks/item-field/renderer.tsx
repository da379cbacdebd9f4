import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  fillPath,
  formatValue,
  headingTag,
  useHeadingLevel,
  useItemScope,
  valueAt,
  type BlockRendererProps,
  type HeadingLevel,
} from '@/engine/blocks';
import { Heading, PillBadge, Text, VisuallyHidden } from '@/engine/theme';
import type { ItemFieldProps } from '@/generated/block-props';
import { formatDate, fromEpochSeconds, pointsFromHundredths, useFormat } from '@/lib/format';
import { configLink } from '@/lib/sanitize/link';
import { safeMarkdownUrl } from '@/lib/sanitize/markdown-url';
import { Cover, Fact, Flag, FlagEdge, Image, ItemLink, ListText, ListTitle, Meta, PillLink, Time } from './styles';

type Props = ItemFieldProps;

const toDate = (value: unknown) =>
  typeof value === 'number' ? fromEpochSeconds(value) : typeof value === 'string' ? new Date(value) : new Date(Number.NaN);

const isEmpty = (value: unknown) => value === null || value === undefined || value === '' || value === false;

/** The in-app path `to` names for the item (`/reward/:id`), or null when it would leave the portal. */
function itemPath(to: string | undefined, item: unknown): string | null {
  if (!to || !item || typeof item !== 'object') return null;
  return configLink(fillPath(to, item as Record<string, unknown>))?.href ?? null;
}

/** One value of the enclosing detail's or list item's item; an empty value renders nothing (as the bespoke pages did). */
function ItemFieldBlock({ block }: BlockRendererProps<Props>) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const scope = useItemScope();
  const listLevel = useHeadingLevel();
  const { field = '', as = 'text', label, level, format, text, values, to, fit = 'contain' } = block.props ?? { field: '' };
  const item = scope?.item;
  const value = valueAt(item, field);

  if (as === 'cover') return <Cover>{typeof value === 'string' && value ? <img src={value} alt="" loading="lazy" decoding="async" /> : null}</Cover>;
  if (isEmpty(value)) return null;
  if (as === 'image') return typeof value === 'string' ? <Image src={value} alt="" decoding="async" $fit={fit} /> : null;
  if (as === 'date') {
    const date = toDate(value);
    return Number.isFinite(date.getTime()) ? <Time dateTime={date.toISOString()}>{formatDate(date)}</Time> : null;
  }

  const formatted = typeof value === 'boolean' ? '' : formatValue(format, value, item, fmt, t);
  const count = typeof value === 'number' ? (format === 'points' ? pointsFromHundredths(value) : value) : undefined;
  const name = field.split('.').pop() ?? field;
  const vars: Record<string, unknown> = { value: formatted, [name]: formatted, count };
  for (const [key, path] of Object.entries(values ?? {})) {
    const extra = typeof path === 'string' ? formatValue(format, valueAt(item, path), item, fmt, t) : '';
    // A sentence missing one of its values would read broken: the part is left out instead.
    if (!extra) return null;
    vars[key] = extra;
  }
  const content = text ? t(text, vars) : formatted;
  if (!content) return null;

  if (as === 'link') {
    const href = safeMarkdownUrl(String(value));
    if (!href) return null;
    return (
      <PillLink href={href} target="_blank" rel="noopener noreferrer" aria-describedby={scope?.titleId || undefined}>
        {content} <VisuallyHidden>{t('common.opensInNewTab')}</VisuallyHidden>
      </PillLink>
    );
  }
  if (as === 'flag') {
    return (
      <>
        {scope?.inList ? <FlagEdge aria-hidden="true" /> : null}
        <Flag>{content}</Flag>
      </>
    );
  }
  if (as === 'badge') return <PillBadge>{content}</PillBadge>;
  if (as === 'fact') {
    return (
      <Fact>
        <dt>{label ? t(label) : name}</dt>
        <dd>{content}</dd>
      </Fact>
    );
  }

  const path = itemPath(to, item);
  const linked: ReactNode = path ? <ItemLink to={path}>{content}</ItemLink> : content;
  if (as === 'title') {
    if (scope?.inList) {
      return (
        <ListTitle as={headingTag(listLevel)} id={scope.titleId}>
          {linked}
        </ListTitle>
      );
    }
    return (
      <Heading as="h1" id={scope?.titleId} fontSize={[5, 6]}>
        {linked}
      </Heading>
    );
  }
  if (as === 'heading') return <Heading as={headingTag((level ?? 2) as HeadingLevel)}>{linked}</Heading>;
  if (as === 'meta') return <Meta>{linked}</Meta>;
  if (scope?.inList) return <ListText>{linked}</ListText>;
  return <Text style={{ whiteSpace: 'pre-line' }}>{linked}</Text>;
}

export const renderer = ItemFieldBlock;
