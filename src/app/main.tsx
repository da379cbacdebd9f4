import { showBootLabel } from '@/lib/i18n/boot-label';
import { start } from './start';

showBootLabel();
const container = document.getElementById('root');
// The renderer chunk starts now, in parallel with the boot code's config calls (docs/performance.md).
if (container) void start(container, import('./render'));
