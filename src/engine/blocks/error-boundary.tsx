import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/engine/theme';
import { Note } from './ui';

type Props = { type: string; onReset?: () => void; children: ReactNode };
type State = { error: Error | null };

function BlockFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Note role="alert" $tone="error">
      <p>{t('blocks.error.message')}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </Note>
  );
}

/** Keeps one failing block (render error or failed chunk load) from blanking the screen. */
export class BlockErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`[screens] block "${this.props.type}" failed`, error, info.componentStack);
  }

  private retry = () => {
    this.props.onReset?.();
    this.setState({ error: null });
  };

  override render() {
    if (this.state.error) return <BlockFailed onRetry={this.retry} />;
    return this.props.children;
  }
}
