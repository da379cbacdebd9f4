// The studio's draft with undo/redo: every change is one step, except that typing on in the same
// text (one string, nothing else changed) extends the step it started; `published` is what the backend
// serves (or the opened preset), for the diff and for "unpublished changes", which counts the
// operator's steps since then (one move is one change, whatever it shifts), not the diff's lines.
import type { BuiltPreset } from '@/lib/preset-check/built-preset';
import { sameData, textEditOf } from '@/lib/preset-export/same-data';

export type Draft = BuiltPreset;

export type DraftState = {
  /** Where the draft came from: a preset name, or `live` for the backend's config. */
  source: string;
  published: Draft;
  present: Draft;
  /** When the present draft was made (performance.now() of the edit): the preview's latency starts here. */
  changedAt: number;
  past: Draft[];
  future: Draft[];
  /** Steps from the published draft to the present one: +1 per change or redo, -1 per undo. */
  steps: number;
  /** The text the last change typed into (its pointer), while the next change may still extend it. */
  typing?: string;
};

/**
 * A change of the draft: the next draft, or how to make it from the draft as it is when applied.
 * `joins`: the pointer of a text whose typing this change completes (the accents cleared after a new
 * primary): it extends that step when the step before it typed there, so one Undo takes back both.
 */
export type DraftChange = (next: Draft | ((current: Draft) => Draft), options?: { joins?: string }) => void;

export type DraftAction =
  | { type: 'open'; source: string; draft: Draft; published?: Draft }
  | { type: 'change'; draft: Draft | ((current: Draft) => Draft); at?: number; joins?: string }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'published' };

const HISTORY_LIMIT = 200;

export function draftReducer(state: DraftState | null, action: DraftAction): DraftState | null {
  if (action.type === 'open') return { source: action.source, published: action.published ?? action.draft, present: action.draft, changedAt: 0, past: [], future: [], steps: 0 };
  if (!state) return state;
  switch (action.type) {
    case 'change': {
      const draft = typeof action.draft === 'function' ? action.draft(state.present) : action.draft;
      if (sameData(draft, state.present)) return state;
      const typing = textEditOf(state.present, draft) ?? undefined;
      // A burst of typing in one box is one change and one undo step.
      if (typing !== undefined && typing === state.typing && state.past.length > 0) return { ...state, present: draft, changedAt: action.at ?? 0, future: [], typing };
      // The change that completes that typing (the accents following a new primary) joins its step; typing on after it is a new step.
      if (action.joins !== undefined && action.joins === state.typing && state.past.length > 0) return { ...state, present: draft, changedAt: action.at ?? 0, future: [], typing: undefined };
      return { ...state, present: draft, changedAt: action.at ?? 0, past: [...state.past, state.present].slice(-HISTORY_LIMIT), future: [], steps: state.steps + 1, typing };
    }
    case 'undo': {
      const previous = state.past.at(-1);
      if (!previous) return state;
      return { ...state, present: previous, changedAt: 0, past: state.past.slice(0, -1), future: [state.present, ...state.future], steps: state.steps - 1, typing: undefined };
    }
    case 'redo': {
      const [next, ...rest] = state.future;
      if (!next) return state;
      return { ...state, present: next, changedAt: 0, past: [...state.past, state.present], future: rest, steps: state.steps + 1, typing: undefined };
    }
    case 'published':
      return { ...state, published: state.present, steps: 0, typing: undefined };
  }
}

/**
 * The operator's unpublished changes: their steps since the published draft (an undo below it is
 * a change too); none when the draft is back to the published one, at least one when it differs.
 */
export function unpublishedChanges(state: DraftState): number {
  if (sameData(state.present, state.published)) return 0;
  return Math.max(1, Math.abs(state.steps));
}

type Json = Record<string, unknown>;

/** A copy of `draft` with the value at `path` (object keys / array indexes) replaced; undefined removes it. */
export function setIn<T>(draft: T, path: readonly (string | number)[], value: unknown): T {
  if (path.length === 0) return value as T;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  const container: Json | unknown[] = Array.isArray(draft) ? [...draft] : { ...((draft ?? {}) as Json) };
  const current = (container as Json)[head as string];
  const next = setIn(current, rest, value);
  if (next === undefined && !Array.isArray(container)) delete (container as Json)[head as string];
  else (container as Json)[head as string] = next;
  return container as T;
}
