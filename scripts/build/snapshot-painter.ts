// The boot loader's first step on a member's page: paint the member's last screen from local storage
// (src/lib/offline/screen-snapshot.ts writes it; docs/offline.md, "A returning member's last
// screen"), before any script has loaded. Embedded into the loader as source: ES2015, no globals.
import { CARRIED_STYLE_ATTRIBUTE } from '../../src/lib/carried-style.ts';
import { SCREEN_SNAPSHOT_KEY, SNAPSHOT_ATTRIBUTE, SNAPSHOT_MAX_AGE_MS, SNAPSHOT_VERSION, tokenTag } from '../../src/lib/offline/snapshot-owner.ts';
import { SESSION_STORAGE_KEY } from '../../src/lib/session/storage-key.ts';

/**
 * `paintSnapshot(moduleUrl, nonce)`: true when it painted. It paints only a snapshot of this format,
 * of this build (the loader's module script), of this path, younger than a day, written under the
 * stored session's access token (`tokenTag`), for the channel, version and language of the channel
 * document in this page; never on a page with a server render, nor offline (the client shows its
 * offline state there). It paints into a layer of its own
 * over the page; #root stays the client's, laid out but hidden beneath it (whatever the client shows
 * first, a loading state included, is neither seen nor counted as a layout shift). The layer is inert
 * (a tap reaches the client's screen beneath), its styles carry the loader's nonce, React's style
 * props are applied through the CSSOM. It goes, and #root shows, once #root holds the client's
 * `main` with nothing `aria-busy` in it for a frame (its screen, or the boot's error screen), at the
 * first tap or key, or after SNAPSHOT_LAYER_MS at the latest: watched from here, so the boot's
 * script holds none of it. Any error: nothing painted.
 */
export const SNAPSHOT_LAYER_MS = 10_000;

export const SNAPSHOT_PAINTER = `function paintSnapshot(moduleUrl, nonce) {
    var tag = ${tokenTag.toString()};
    try {
      var root = document.getElementById('root'), doc = document.getElementById('channel-document');
      var raw = localStorage.getItem('${SCREEN_SNAPSHOT_KEY}');
      var auth = localStorage.getItem('${SESSION_STORAGE_KEY}') || sessionStorage.getItem('${SESSION_STORAGE_KEY}');
      if (!root || !doc || !raw || !auth || navigator.onLine === false || root.querySelector('template#first-screen')) return false;
      var snapshot = JSON.parse(raw), token = JSON.parse(auth).token, page = JSON.parse(doc.textContent);
      page = page && page.data ? page.data : page;
      if (!snapshot || snapshot.v !== ${SNAPSHOT_VERSION} || typeof token !== 'string' || snapshot.owner !== tag(token)) return false;
      if (snapshot.build !== moduleUrl || snapshot.path !== location.pathname || !(Date.now() - snapshot.savedAt < ${SNAPSHOT_MAX_AGE_MS})) return false;
      if (!page || snapshot.channel !== page.channel_id || snapshot.version !== page.version || snapshot.language !== page.language) return false;
      var style = document.createElement('style'), layer = document.createElement('div');
      style.setAttribute('${SNAPSHOT_ATTRIBUTE}', '');
      if (nonce) style.nonce = nonce;
      style.textContent = snapshot.css;
      layer.setAttribute('${SNAPSHOT_ATTRIBUTE}', '');
      layer.setAttribute('inert', '');
      layer.setAttribute('aria-hidden', 'true');
      var box = layer.style;
      box.position = 'absolute';
      box.top = box.left = '0';
      box.width = box.minHeight = '100%';
      box.zIndex = '2147483647';
      box.backgroundColor = typeof snapshot.background === 'string' ? snapshot.background : '#fff';
      layer.innerHTML = snapshot.html;
      var carried = layer.querySelectorAll('[${CARRIED_STYLE_ATTRIBUTE}]');
      for (var i = 0; i < carried.length; i++) {
        carried[i].style.cssText = carried[i].getAttribute('${CARRIED_STYLE_ATTRIBUTE}');
        carried[i].removeAttribute('${CARRIED_STYLE_ATTRIBUTE}');
      }
      document.head.appendChild(style);
      root.parentNode.insertBefore(layer, root);
      root.style.visibility = 'hidden';
      var settled = function () {
        return root.querySelector('main') && !root.querySelector('[aria-busy="true"], .boot-fallback');
      };
      var watch = new MutationObserver(function () {
        if (settled()) requestAnimationFrame(function () { if (settled()) drop(); });
      });
      var drop = function () {
        if (layer.parentNode) root.style.removeProperty('visibility');
        layer.remove();
        style.remove();
        watch.disconnect();
        removeEventListener('pointerdown', drop, true);
        removeEventListener('keydown', drop, true);
      };
      watch.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-busy'] });
      addEventListener('pointerdown', drop, true);
      addEventListener('keydown', drop, true);
      setTimeout(drop, ${SNAPSHOT_LAYER_MS});
      return true;
    } catch (error) {
      return false;
    }
  }`;
