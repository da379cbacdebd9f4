import { rankWith, typeIs } from '@/engine/blocks';

/** Handles both `text` (a paragraph) and `heading` (h1-h6). */
export const tester = rankWith(1, typeIs('text', 'heading'));
