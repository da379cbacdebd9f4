/*
 * The second evaluation stage of the renderer (render.tsx): i18next and the config validators.
 * Imported for its evaluation only: render-stage-app imports the same modules, already evaluated
 * by then. What it exports is what render-stage-app uses from them.
 */
export { initI18n, i18n } from '@/lib/i18n';
export { validateSections, validateSettingsOverrides, validateStructure } from '@/engine/config';
