import { createContext, useContext, type ReactNode } from 'react';
import type { SectionName, Sections } from '@/generated/sections';
import type { ConfigProblem } from './problems';
import { defaultSections, type ValidatedSections } from './validate';

const fallback: ValidatedSections = { sections: defaultSections, problems: [] };
const ConfigContext = createContext<ValidatedSections>(fallback);

/** The app's boot validates the fetched sections (validateSections) and provides the result here. */
export function ConfigProvider({ value, children }: { value: ValidatedSections; children: ReactNode }) {
  return <ConfigContext.Provider value={value}>{children}</ConfigContext.Provider>;
}

/** Validated sections, complete with defaults. Without a provider: the defaults. */
export function useSections(): Sections {
  return useContext(ConfigContext).sections;
}

export function useSection<N extends SectionName>(name: N): Sections[N] {
  return useContext(ConfigContext).sections[name];
}

export function useConfigProblems(): readonly ConfigProblem[] {
  return useContext(ConfigContext).problems;
}
