import { createContext, useContext, type ReactNode } from 'react';

export type HeadingLevel = 2 | 3 | 4 | 5 | 6;

/**
 * The level of the next heading inside a screen: the screen title is h1, a screen's own blocks
 * start at h2, and a titled section moves its children one level down. Item titles read it, so a
 * list directly under the page title uses h2 and a list inside a dashboard section uses h3
 * (headings never skip a level).
 */
const HeadingLevelContext = createContext<HeadingLevel>(2);

export const useHeadingLevel = () => useContext(HeadingLevelContext);

export const headingTag = (level: HeadingLevel) => `h${level}` as const;

/** Children of a titled part of the screen: their headings sit one level below its title. */
export function NestedHeadings({ children }: { children: ReactNode }) {
  const level = useHeadingLevel();
  const next = Math.min(level + 1, 6) as HeadingLevel;
  return <HeadingLevelContext.Provider value={next}>{children}</HeadingLevelContext.Provider>;
}
