import { rankWith, typeIs } from '@/engine/blocks';

export const tester = rankWith(1, typeIs('form'));
