import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Box = styled.div<{ $error?: boolean }>`
  padding: 12px 16px;
  margin-bottom: 16px;
  border-radius: ${({ theme }) => theme.radii.sm}px;
  border: 1px solid ${({ theme, $error }) => ($error ? theme.colors.error : theme.colors.border)};
  color: ${({ theme, $error }) => ($error ? theme.colors.error : theme.colors.text)};
`;

/** Loading, failed-to-load and failed-submit states of a form. */
export function FormStatus({ kind, message }: { kind: 'loading' | 'error' | 'submitError'; message?: string }) {
  const { t } = useTranslation();
  if (kind === 'loading') return <Box role="status">{t('common.loading')}</Box>;
  return (
    <Box role="alert" $error>
      {kind === 'error' ? t('blocks.loadError') : message}
    </Box>
  );
}
