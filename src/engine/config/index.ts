export { ConfigProvider, useConfigProblems, useSection, useSections } from './config-context';
export { nestDottedKeys } from './nest-dotted-keys';
export { describeError, reportConfigProblems, resetReportedConfigProblems } from './problems';
export type { ConfigProblem, ConfigProblemKind } from './problems';
export { createDefaultSection, defaultSections, validateSection, validateSections } from './validate';
export type { SectionResult, ValidatedSections } from './validate';
export { escapeToken, joinPointer, parsePointer } from './json-pointer';
export { sectionNames } from '@/generated/sections';
export type { SectionName, Sections } from '@/generated/sections';
