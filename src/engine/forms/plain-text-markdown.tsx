import type { ReactNode } from 'react';

/**
 * Stands in for `markdown-to-jsx/react` inside @rjsf/core (aliased in vite.config.ts and
 * vitest.config.ts). Our form templates never enable markdown descriptions, so form texts render as
 * plain text: operator text never becomes markup, and the form chunk is about 30 kB gzip lighter.
 */
export function Markdown({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}
