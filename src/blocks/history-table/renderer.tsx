import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  formatValue,
  QueryError,
  Skeleton,
  Unavailable,
  useDataSource,
  usePagedItems,
  useResolvedParams,
  valueAt,
  type BlockRendererProps,
  type PagedDataSource,
  type ValueFormat,
} from '@/engine/blocks';
import { Box, Button, Text } from '@/engine/theme';
import { useFormat } from '@/lib/format';
import type { HistoryTableProps } from '@/generated/block-props';

type Props = HistoryTableProps;

const Scroll = styled.div`
  overflow-x: auto;
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

function HistoryTable({ block, source }: { block: BlockRendererProps<Props>['block']; source: PagedDataSource }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const props = block.props ?? ({ columns: [] } as unknown as Props);
  const columns = props.columns ?? [];
  const params = useResolvedParams(props.params);
  const { query, items } = usePagedItems(source, params);

  if (query.isPending) return <Skeleton $height={200} role="status" aria-busy="true" aria-label={t('common.loading')} />;
  if (query.isError && items.length === 0) return <QueryError onRetry={() => void query.refetch()} busy={query.isFetching} />;
  if (items.length === 0) return <Text py={3}>{t(props.emptyText ?? 'errors.noTransactions')}</Text>;

  const rows = props.maxItems !== undefined ? items.slice(0, props.maxItems) : items;
  const canLoadMore = props.maxItems === undefined && query.hasNextPage;
  return (
    <Box>
      <Scroll>
        <Table>
          {props.caption ? <caption>{t(props.caption)}</caption> : null}
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
                    {formatValue(column.format, valueAt(row, column.name), row, fmt, t, {
                      currency: props.currency,
                      keyPrefix: column.keyPrefix,
                    })}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </Table>
      </Scroll>
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

/** A transactions-style table of a paged source; columns and their formats come from props. */
function HistoryTableBlock({ block, pointer = `block:${block.type}` }: BlockRendererProps<Props>) {
  const source = useDataSource(block.props?.dataSource, 'paged', pointer);
  if (!source) return <Unavailable />;
  return <HistoryTable block={block} source={source} />;
}

export const renderer = HistoryTableBlock;
