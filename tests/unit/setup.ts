import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Lazy blocks and chunks resolve in well under a second on an idle machine; at load 20-30 on two
// cores the same wait takes 5-8 s. findBy/waitFor return as soon as what they wait for is there, so a
// long limit costs a passing test nothing: it only bounds a test that would fail anyway.
configure({ asyncUtilTimeout: 30_000 });

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup);
