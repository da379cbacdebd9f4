import type { BlockEntry } from '@/engine/blocks';
import { entry as component } from '@/blocks/component';
import { entry as detail } from '@/blocks/detail';
import { entry as emptyState } from '@/blocks/empty-state';
import { entry as form } from '@/blocks/form';
import { entry as historyTable } from '@/blocks/history-table';
import { entry as htmlPage } from '@/blocks/html-page';
import { entry as links } from '@/blocks/links';
import { entry as markdown } from '@/blocks/markdown';
import { entry as pagedList } from '@/blocks/paged-list';
import { entry as section } from '@/blocks/section';
import { entry as text } from '@/blocks/text';

/** Testers load eagerly (they are tiny); every renderer is its own lazy chunk. */
export const blockEntries: readonly BlockEntry[] = [
  component, detail, emptyState, form, historyTable, htmlPage, links, markdown, pagedList, section, text,
];
