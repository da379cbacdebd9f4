// A built preset: what `npm run preset -- build` prints and the demo backend serves, plus the
// preset's own metadata. The CLI builds it from folders; the studio edits one.
export type Json = { [key: string]: unknown };

export type BuiltPreset = {
  name: string;
  /** preset.json `formatVersion` (src/lib/preset-format.ts); absent is version 1. */
  formatVersion?: number;
  description?: string;
  extends?: string;
  languages: string[];
  sections: Record<string, Json>;
  general: Json;
  translations: Record<string, Record<string, string>>;
  seed: Json;
  routes?: Json;
  screens?: Record<string, Json>;
  forms?: Record<string, Json>;
};

export const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
