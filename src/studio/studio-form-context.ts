/**
 * What the studio's fields read from the form: the texts of the draft's channel language, the
 * channel's languages, and (when the editor can change the draft) the channel's own text of a key
 * in a language and a way to set it, so a key is created where it is first named.
 */
export type StudioFormContext = {
  language?: string;
  textOf?: (key: string) => string | undefined;
  languages?: readonly string[];
  ownText?: (language: string, key: string) => string | undefined;
  shipped?: (key: string) => boolean;
  setText?: (language: string, key: string, text: string | undefined) => void;
  /**
   * The draft's translations that the functions above read. rjsf keeps the formContext it was given
   * until its props differ, and it compares functions as always equal: without this data a text
   * typed in a field's box would not reach the form, and the next keystroke would write over the
   * draft the stale functions hold (losing the typing, and any change made since).
   */
  translations?: unknown;
  /** The channel's image hosts (GENERAL `image_hosts`): an image link must be on one of them. */
  imageHosts?: readonly string[];
  /** For an unset colour field of the section (by key): the colour it follows from the primary, or undefined. */
  follows?: (key: string) => { colour: string; text: boolean } | undefined;
};
