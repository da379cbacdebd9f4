import type { BlockEntry } from '@/engine/blocks';
import { tester } from './tester';

export { tester };
export const load: BlockEntry['load'] = () => import('./renderer');
export const entry: BlockEntry = { name: 'form', tester, load };
