import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { reportOnce, useBlockRegistry } from './registry';
import { Note } from './ui';

/** Shown for a block type no registered tester accepts: visible, never a crash. */
export function UnknownBlock({ type, pointer }: { type: string; pointer: string }) {
  const { t } = useTranslation();
  const registry = useBlockRegistry();
  useEffect(() => {
    reportOnce(registry, { pointer, message: `Unknown block type "${type}"` });
  }, [registry, pointer, type]);
  return (
    <Note role="note" data-block-unknown={type}>
      {t('blocks.unknown', { type })}
    </Note>
  );
}

/** A block whose named dependency (data source, item renderer, form) is not registered. */
export function Unavailable() {
  const { t } = useTranslation();
  return <Note role="note">{t('blocks.unavailable')}</Note>;
}
