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
  /** The preview's date: the frame's clock runs from this instant (epoch ms); absent: the real (or demo) clock. */
  clockAt?: number;
  /** One screen (or a screen holding one form) shown alone, without the portal's header, menu and footer. */
  only?: PreviewOnly;
};

/** A screen of the draft shown in isolation; `name` labels it (`screens/<name>` in problem reports). */
export type PreviewOnly = { name: string; screen: Json };

export type StudioMessage =
  | { type: typeof STUDIO_DRAFT; seq: number; draft: PreviewDraft }
  | { type: typeof STUDIO_APPLIED; seq: number; path: string }
  | { type: typeof STUDIO_READY; path: string };
