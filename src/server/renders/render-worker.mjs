// The server render's bundle (dist-ssr/entry.js) run off the channel service's main thread
// (first-screens.ts): a render is seconds of CPU on a busy machine, and the service's requests
// (members' config reads, the page's own files in the demo) must not wait behind it.
import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';

const entry = await import(pathToFileURL(workerData.entry).href);

parentPort.on('message', async ({ id, document, path }) => {
  try {
    const render = await entry.renderScreen(document, path);
    parentPort.postMessage({ id, html: render ? render.html : null });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error && error.stack ? error.stack : error) });
  }
});
