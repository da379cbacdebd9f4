import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Lazy blocks and chunks resolve in well under a second on an idle machine; CI on 2 busy cores
// needs headroom, so findBy/waitFor wait up to 5 s before failing.
configure({ asyncUtilTimeout: 5000 });

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup);
