import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHANNEL_DOCUMENT_PLACEHOLDER, inlineJson } from '@/lib/channel-document-placeholder';
import { OFFLINE_SHELL_ATTRIBUTE } from '@/lib/offline/shell';
import { pageMayBeStale, parseInlineDocument, readInlineDocument, servedPageDocument } from './inline-document';

const document_ = {
  version: 'abc',
  channel_id: 'demo-fuel-cz',
  language: 'cs',
  public: { channel_id: 'demo-fuel-cz', general: { 'GENERAL.lang': 'cs_CZ' } },
  sections: { MENU: { items: [] } },
  translations: { 'menu.home': 'Domů' },
};
const served = (doc: unknown = document_) => JSON.stringify({ data: doc });

afterEach(() => {
  document.body.innerHTML = '';
});

describe('parseInlineDocument', () => {
  it('takes the call\'s answer (or the bare document) for the expected channel, or for any when none is named', () => {
    expect(parseInlineDocument(served(), 'demo-fuel-cz')).toEqual(document_);
    expect(parseInlineDocument(JSON.stringify(document_), null)).toEqual(document_);
  });

  it('refuses malformed JSON, another channel, an unfilled placeholder, an error body and a document without its parts', () => {
    expect(parseInlineDocument(served().slice(0, -3), null)).toBeNull();
    expect(parseInlineDocument(served(), 'demo-default')).toBeNull();
    expect(parseInlineDocument(CHANNEL_DOCUMENT_PLACEHOLDER, null)).toBeNull();
    expect(parseInlineDocument('', null)).toBeNull();
    expect(parseInlineDocument(JSON.stringify({ message: 'Bad gateway', code: 'X' }), null)).toBeNull();
    expect(parseInlineDocument(served({ ...document_, version: undefined }), null)).toBeNull();
    expect(parseInlineDocument(served({ ...document_, sections: [] }), null)).toBeNull();
    expect(parseInlineDocument(served({ ...document_, public: { channel_id: 'x' } }), null)).toBeNull();
  });
});

describe('readInlineDocument', () => {
  it('a `</script>` inside a value cannot close the data block once `<` is escaped; the value arrives intact', () => {
    const hostile = '</script><script>window.__pwned = true</script><!-- ';
    const doc = { ...document_, translations: { 'menu.home': hostile } };
    const parsed = new DOMParser().parseFromString(
      `<!doctype html><body><script type="application/json" id="channel-document">${inlineJson(served(doc))}</script><p id="after">after</p></body>`,
      'text/html',
    );
    expect(parsed.querySelectorAll('script')).toHaveLength(1);
    document.body.replaceChildren(...Array.from(parsed.body.childNodes).map((node) => document.importNode(node, true)));
    expect(readInlineDocument('demo-fuel-cz')?.translations).toEqual({ 'menu.home': hostile });
    // Read once: the element is gone, a retry of the boot calls the API.
    expect(document.getElementById('channel-document')).toBeNull();
  });

  it('unescaped, the same value would break out of the element (what the escaping prevents)', () => {
    const doc = { ...document_, translations: { 'menu.home': '</script><script>x()</script>' } };
    const parsed = new DOMParser().parseFromString(`<script type="application/json" id="channel-document">${served(doc)}</script>`, 'text/html');
    expect(parsed.querySelectorAll('script').length).toBeGreaterThan(1);
  });

  it('ignores an element that is not a JSON data block', () => {
    document.body.innerHTML = `<div id="channel-document">${served()}</div>`;
    expect(readInlineDocument(null)).toBeNull();
  });
});

describe('pageMayBeStale', () => {
  const navigation = (entry: Partial<PerformanceNavigationTiming> | null) =>
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue((entry ? [entry] : []) as PerformanceEntryList);

  afterEach(() => document.documentElement.removeAttribute(OFFLINE_SHELL_ATTRIBUTE));

  it('a page the server sent for this load, directly or through the service worker, is as fresh as a call', () => {
    navigation({ workerStart: 0, transferSize: 4200 });
    expect(pageMayBeStale()).toBe(false);
    navigation({ workerStart: 12.5, transferSize: 4200 });
    expect(pageMayBeStale()).toBe(false);
    navigation({ workerStart: 12.5, transferSize: 0 });
    expect(pageMayBeStale()).toBe(false);
  });

  it('the service worker\'s offline copy, a page from the cache, or of unknown origin is revalidated', () => {
    navigation({ workerStart: 12.5, transferSize: 4200 });
    document.documentElement.setAttribute(OFFLINE_SHELL_ATTRIBUTE, '');
    expect(pageMayBeStale()).toBe(true);
    document.documentElement.removeAttribute(OFFLINE_SHELL_ATTRIBUTE);
    navigation({ workerStart: 0, transferSize: 0 });
    expect(pageMayBeStale()).toBe(true);
    navigation(null);
    expect(pageMayBeStale()).toBe(true);
  });
});

describe('servedPageDocument', () => {
  const page = () => {
    document.body.innerHTML = `<script type="application/json" id="channel-document">${served()}</script>`;
  };
  afterEach(() => document.documentElement.removeAttribute(OFFLINE_SHELL_ATTRIBUTE));

  it('is the document of a page the server sent for this load, none of the worker\'s offline shell', () => {
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([{ workerStart: 12.5, transferSize: 4200 }] as unknown as PerformanceEntryList);
    page();
    expect(readInlineDocument('demo-fuel-cz')).toEqual(document_);
    expect(servedPageDocument()).toEqual(document_);
    document.documentElement.setAttribute(OFFLINE_SHELL_ATTRIBUTE, '');
    page();
    expect(readInlineDocument('demo-fuel-cz')).toEqual(document_);
    expect(servedPageDocument()).toBeNull();
  });
});
