import { Fragment, useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatValue, QueryError, valueAt, type ListBlockProps, type ValueFormat } from '@/engine/blocks';
import { Box, Button, focusVisible } from '@/engine/theme';
import { useFormat } from '@/lib/format';
import type { HistoryTableProps } from '@/generated/block-props';

/*
 * Two renderings of the same rows, one shown per width: the table from 600 px up (its region
 * scrolls sideways and takes focus, so a keyboard can scroll it), and below 600 px one card per row,
 * every column a label/value line, so no column is ever off-screen on a phone. display:none keeps
 * the hidden one out of the accessibility tree.
 */
const Scroll = styled.div`
  overflow-x: auto;
  ${({ theme }) => theme.media.below600} {
    display: none;
  }
  ${focusVisible}
`;
const Cards = styled.ul`
  display: none;
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.below600} {
    display: block;
  }
  & > li {
    padding: 10px 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  & dl {
    display: grid;
    grid-template-columns: minmax(0, max-content) minmax(0, 1fr);
    column-gap: 12px;
    row-gap: 2px;
    margin: 0;
  }
  & dt {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  & dd {
    margin: 0;
    text-align: right;
    overflow-wrap: anywhere;
  }
  & dd[data-numeric='true'] {
    font-variant-numeric: tabular-nums;
  }
`;
const CardsCaption = styled.p`
  display: none;
  margin: 0 0 8px;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  ${({ theme }) => theme.media.below600} {
    display: block;
  }
`;
const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  & caption { text-align: left; font-weight: ${({ theme }) => theme.fontWeights.bold}; padding-bottom: 8px; }
  & th, & td { padding: 10px 12px; text-align: left; border-bottom: 1px solid ${({ theme }) => theme.colors.border}; }
  & th { font-weight: ${({ theme }) => theme.fontWeights.semibold}; white-space: nowrap; }
  & td[data-numeric='true'], & th[data-numeric='true'] { text-align: right; font-variant-numeric: tabular-nums; }
`;
const numeric = (format?: ValueFormat) => format === 'points' || format === 'currency';

/** A transactions-style table of a paged source (the engine reads it); columns and their formats come from props. */
function HistoryTable({ props, items: rows, query }: ListBlockProps<HistoryTableProps>) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const columns = props.columns ?? [];
  const captionId = useId();

  const canLoadMore = props.maxItems === undefined && query.hasNextPage;
  const cell = (row: (typeof rows)[number], column: (typeof columns)[number]) =>
    formatValue(column.format, valueAt(row, column.name), row, fmt, t, { currency: props.currency, keyPrefix: column.keyPrefix });
  const label = props.caption ? { 'aria-labelledby': captionId } : { 'aria-label': t('history.table') };
  return (
    <Box>
      <Scroll role="region" tabIndex={0} {...label}>
        <Table>
          {props.caption ? <caption id={captionId}>{t(props.caption)}</caption> : null}
          <thead>
            <tr>
              {columns.map((column, index) => (
                <th key={index} scope="col" data-numeric={numeric(column.format)}>
                  {t(column.label)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                {columns.map((column, index) => (
                  <td key={index} data-numeric={numeric(column.format)}>
                    {cell(row, column)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </Table>
      </Scroll>
      {props.caption ? <CardsCaption aria-hidden="true">{t(props.caption)}</CardsCaption> : null}
      <Cards aria-label={props.caption ? t(props.caption) : t('history.table')} data-testid="history-cards">
        {rows.map((row) => (
          <li key={row.id}>
            <dl>
              {columns.map((column, index) => (
                <Fragment key={index}>
                  <dt>{t(column.label)}</dt>
                  <dd data-numeric={numeric(column.format)}>{cell(row, column)}</dd>
                </Fragment>
              ))}
            </dl>
          </li>
        ))}
      </Cards>
      {query.isFetchNextPageError ? <QueryError onRetry={() => void query.fetchNextPage()} /> : null}
      {canLoadMore ? (
        <Box textAlign="center" mt={4}>
          <Button
            variant="secondary"
            onClick={() => void query.fetchNextPage()}
            disabled={query.isFetchingNextPage}
            aria-busy={query.isFetchingNextPage}
          >
            {t('common.loadMore')}
          </Button>
        </Box>
      ) : null}
    </Box>
  );
}

export const renderer = HistoryTable;
