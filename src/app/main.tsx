import { createRoot } from 'react-dom/client';
import { start } from './start';

const container = document.getElementById('root');
if (container) void start(createRoot(container));
