// No network in video tests: fake YouTube IFrame and Vimeo player APIs that record every call, and blank answers elsewhere.
import type { Page } from '@playwright/test';

export type PlayerCall = { provider: 'youtube' | 'vimeo'; call: string; args: unknown };

/** Served for `…/iframe_api`: a YT global whose players record construction, mute, playVideo, seekTo and destroy. */
const FAKE_YOUTUBE = `
window.__playerCalls = window.__playerCalls || [];
(function () {
  var record = function (call, args) { window.__playerCalls.push({ provider: 'youtube', call: call, args: args }); };
  window.YT = { loaded: 1, PlayerState: { ENDED: 0, PLAYING: 1, UNSTARTED: -1 }, Player: function (element, options) {
    var frame = document.createElement('iframe');
    var query = new URLSearchParams(options.playerVars || {}).toString();
    // data-src, not src: nothing may leave the machine.
    frame.setAttribute('data-src', (options.host || 'https://www.youtube.com') + '/embed/' + options.videoId + '?' + query);
    frame.setAttribute('width', '640');
    frame.setAttribute('height', '360');
    frame.className = 'fake-youtube-player';
    element.replaceWith(frame);
    record('new', { videoId: options.videoId, playerVars: options.playerVars, host: options.host || null, origin: options.origin || null });
    var player = {
      playVideo: function () { record('playVideo'); }, mute: function () { record('mute'); },
      seekTo: function (s) { record('seekTo', s); }, stopVideo: function () { record('stopVideo'); },
      destroy: function () { record('destroy'); }, getIframe: function () { return frame; },
      pauseVideo: function () { record('pauseVideo'); }, getCurrentTime: function () { return 0; }
    };
    // Lets a test play the provider's part: fire(0) ends the video, fire(2) pauses it.
    (window.__ytPlayers = window.__ytPlayers || []).push({ videoId: options.videoId, fire: function (data) {
      if (options.events && options.events.onStateChange) options.events.onStateChange({ target: player, data: data });
    } });
    setTimeout(function () {
      if (options.events && options.events.onReady) options.events.onReady({ target: player, data: null });
      if (options.events && options.events.onStateChange) options.events.onStateChange({ target: player, data: 1 });
    }, 10);
    return player;
  } };
})();`;

/** Served for player.vimeo.com/api/player.js: a Vimeo global whose players append a 640×272 iframe. */
const FAKE_VIMEO = `
window.__playerCalls = window.__playerCalls || [];
window.Vimeo = { Player: function (element, options) {
  window.__playerCalls.push({ provider: 'vimeo', call: 'new', args: options });
  var frame = document.createElement('iframe');
  frame.setAttribute('width', '640');
  frame.setAttribute('height', '272');
  element.appendChild(frame);
  var done = function () { return Promise.resolve(); };
  var handlers = {};
  var call = function (name) { return function () { window.__playerCalls.push({ provider: 'vimeo', call: name, args: null }); return Promise.resolve(); }; };
  // Lets a test play the provider's part: fire('ended') ends the video.
  (window.__vimeoPlayers = window.__vimeoPlayers || []).push({ id: options.id, fire: function (name, data) { (handlers[name] || []).forEach(function (h) { h(data || {}); }); } });
  return { on: function (name, handler) { (handlers[name] = handlers[name] || []).push(handler); }, ready: done, pause: call('pause'),
    setCurrentTime: done, destroy: done, play: call('play'), setMuted: call('setMuted'), getCurrentTime: function () { return Promise.resolve(0); } };
} };`;

/** Call before `page.goto`. Counts requests to the provider scripts in `requests`. */
export async function stubPlayers(page: Page): Promise<string[]> {
  const requests: string[] = [];
  await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.fulfill({ contentType: 'text/html', body: '<p>player</p>' }));
  await page.route('**/iframe_api*', (route) => {
    requests.push(route.request().url());
    return route.fulfill({ contentType: 'text/javascript', body: FAKE_YOUTUBE });
  });
  await page.route('https://player.vimeo.com/api/player.js', (route) => {
    requests.push(route.request().url());
    return route.fulfill({ contentType: 'text/javascript', body: FAKE_VIMEO });
  });
  return requests;
}

export function playerCalls(page: Page): Promise<PlayerCall[]> {
  return page.evaluate(() => (window as unknown as { __playerCalls?: PlayerCall[] }).__playerCalls ?? []);
}
