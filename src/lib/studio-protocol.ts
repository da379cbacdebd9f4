// The messages between the operator studio (/studio) and the portal framed in its preview, both on
// the same origin (docs/studio.md). Types only and constants: no code of either side.

/** studio -> frame: a draft to apply (`seq` comes back with `applied`). */
export const STUDIO_DRAFT = 'studio:draft';
/** frame -> studio: the draft `seq` was validated, merged and painted. */
export const STUDIO_APPLIED = 'studio:applied';
/** frame -> studio: the portal booted and listens for drafts. */
export const STUDIO_READY = 'studio:ready';

type Json = Record<string, unknown>;

/** A draft as the frame receives it: what the backend would serve (sections, general, structure, translations of the channel language). */
export type PreviewDraft = {
  sections: Json;
  general?: Json;
  routes?: Json;
  screens?: Json;
  forms?: Json;
  /** Flat translations of the draft's channel language, complete (shipped texts with the channel's overrides). */
  translations?: Record<string, string>;
};

export type StudioMessage =
  | { type: typeof STUDIO_DRAFT; seq: number; draft: PreviewDraft }
  | { type: typeof STUDIO_APPLIED; seq: number; path: string }
  | { type: typeof STUDIO_READY; path: string };
