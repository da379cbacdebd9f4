import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  QueryError,
  Spinner,
  Unavailable,
  useDataSource,
  useResolvedParams,
  useSingle,
  type BlockRendererProps,
  type DataSourceParams,
  type SingleDataSource,
} from '@/engine/blocks';
import { Box, Heading, Text, VisuallyHidden } from '@/engine/theme';
import { HtmlFrame } from './frame';
import { headingRepeatsTitle } from './page-document';
import type { HtmlPageProps } from '@/generated/block-props';

type Props = HtmlPageProps;
type PageMeta = { id?: string; title?: string; type?: string };

const htmlOf = (data: unknown): string =>
  typeof data === 'string' ? data : data && typeof data === 'object' && 'html' in data ? String((data as { html: unknown }).html ?? '') : '';

/** The page title as the screen's h1; kept for screen readers only when the HTML's own first heading says it. */
function PageTitle({ title, repeated }: { title: string; repeated: boolean }) {
  if (!title) return null;
  if (repeated) return <VisuallyHidden as="h1">{title}</VisuallyHidden>;
  return (
    <Heading as="h1" mb={3}>
      {title}
    </Heading>
  );
}

function HtmlContent({ source, params, title }: { source: SingleDataSource; params: DataSourceParams; title: string | undefined }) {
  const { t } = useTranslation();
  const query = useSingle(source, params);
  const [loaded, setLoaded] = useState(false);
  const html = query.isSuccess ? htmlOf(query.data) : '';
  const heading = <PageTitle title={title ?? ''} repeated={headingRepeatsTitle(html, title ?? '')} />;
  if (query.isError)
    return (
      <>
        {heading}
        <QueryError error={query.error} onRetry={() => void query.refetch()} busy={query.isFetching} />
      </>
    );
  return (
    <>
      {heading}
      <Box aria-busy={!loaded}>
        {!loaded ? <Spinner label={t('common.loading')} /> : null}
        {query.isSuccess ? <HtmlFrame html={html} title={title || t('page.frameTitle')} onLoad={() => setLoaded(true)} /> : null}
      </Box>
    </>
  );
}

function HtmlPage({ page, html, params }: { page: SingleDataSource; html: SingleDataSource; params: DataSourceParams }) {
  const { t } = useTranslation();
  const query = useSingle(page, params);
  if (query.isPending) return <Spinner label={t('common.loading')} />;
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} busy={query.isFetching} />;
  const meta = (query.data ?? {}) as PageMeta;
  if (String(meta.type ?? '').toUpperCase() !== 'HTML') return <Text py={3}>{t('page.notAvailable')}</Text>;
  return (
    <Box width="100%">
      <HtmlContent source={html} params={params} title={meta.title} />
    </Box>
  );
}

/**
 * page/{id}: an HTML page in a sandboxed, content-sized frame; any other type shows the not-available
 * text. Needs single data sources `page` (metadata with `type`) and `page-html` (the HTML, a string or
 * `{ html }`), or the names given in props.
 */
function HtmlPageBlock({ block, pointer }: BlockRendererProps<Props>) {
  const props = block.props ?? {};
  const params = useResolvedParams(props.params);
  const page = useDataSource(props.dataSource ?? 'page', 'single', pointer);
  const html = useDataSource(props.htmlSource ?? 'page-html', 'single', pointer);
  if (!page || !html) return <Unavailable />;
  return <HtmlPage page={page} html={html} params={params} />;
}

export const renderer = HtmlPageBlock;
