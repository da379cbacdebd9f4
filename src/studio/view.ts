import type { OperatorViewKind } from './operator/operator-view';

/** What the studio's main column shows: one part of the channel, the changes, or a publishing view. */
export type View =
  | { kind: 'section'; name: string }
  | { kind: 'routes' }
  | { kind: 'screen'; name: string }
  | { kind: 'form'; name: string }
  | { kind: 'translations' }
  | { kind: 'changes' }
  | { kind: OperatorViewKind };
