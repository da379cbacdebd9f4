import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Box = styled.div<{ $error?: boolean; $height?: number }>`
  padding: 12px 16px;
  margin-bottom: 16px;
  border-radius: ${({ theme }) => theme.radii.sm}px;
  border: 1px solid ${({ theme, $error }) => ($error ? theme.colors.error : theme.colors.border)};
  color: ${({ theme, $error }) => ($error ? theme.colors.error : theme.colors.text)};
  ${({ $height }) => ($height ? `box-sizing: border-box; min-height: ${$height}px; margin-bottom: 0;` : '')}
`;

/** Loading (as high as the form it stands for), failed-to-load and failed-submit states of a form. */
export function FormStatus({ kind, message, height }: { kind: 'loading' | 'error' | 'submitError'; message?: string; height?: number }) {
  const { t } = useTranslation();
  if (kind === 'loading') return <Box role="status" $height={height}>{t('common.loading')}</Box>;
  return (
    <Box role="alert" $error>
      {kind === 'error' ? t('blocks.loadError') : message}
    </Box>
  );
}
