// Video: on real pages the provider APIs are blocked, so the probe plays the API itself: it answers wisp's 350 ms
// readiness poll with a recording fake YT global and checks the player wisp creates against the widget's settings.
import type { Probe } from '../probes.ts';
import { clickLike, fail, pass, skip, waitForCheck } from './wait.ts';

/** A fake IFrame API that records each player's options in `window.__probeYT`. */
const FAKE_YT = `(() => {
  window.__probeYT = [];
  window.YT = { loaded: 1, PlayerState: { ENDED: 0, PLAYING: 1, UNSTARTED: -1 }, Player: function (element, options) {
    var entry = { videoId: options.videoId, vars: options.playerVars || {}, host: options.host || '', calls: [], replaced: false };
    window.__probeYT.push(entry);
    var frame = document.createElement('iframe');
    element.replaceWith(frame);
    entry.replaced = frame.isConnected;
    var player = { playVideo: function () { entry.calls.push('playVideo'); }, mute: function () { entry.calls.push('mute'); },
      seekTo: function () {}, stopVideo: function () {}, destroy: function () {}, getIframe: function () { return frame; } };
    setTimeout(function () { options.events && options.events.onReady && options.events.onReady({ target: player }); }, 0);
    return player;
  } };
})()`;

type Created = { videoId: string; vars: Record<string, number>; host: string; calls: string[]; replaced: boolean };

/** The id as the original's loader reads it: after `v=`, `youtu.be/`, `/embed/`, `/shorts/`…, up to `?`, `&`, `#`. */
function expectedId(url: string): string | null {
  return /(?:youtu\.be\/|[?&]vi?=|\/(?:embed|v|vi|shorts|live|user)\/)([^?&#"'>/]+)/.exec(url)?.[1] ?? null;
}

export const probeVideo: Probe = async ({ page, root }) => {
  const settings = JSON.parse((await root.getAttribute('data-settings')) ?? '{}') as Record<string, unknown>;
  if ((settings['video_type'] ?? 'youtube') !== 'youtube') return skip(`a ${String(settings['video_type'])} video`);
  if (settings['lightbox'] === 'yes') return skip('lightbox mode: the lightbox probe covers it');
  const id = expectedId(String(settings['youtube_url'] ?? ''));
  if (!id) return skip('no YouTube id in youtube_url');
  await root.scrollIntoViewIfNeeded().catch(() => undefined);
  await page.evaluate(FAKE_YT);
  const overlay = root.locator('.elementor-custom-embed-image-overlay');
  const hasOverlay = (await overlay.count()) > 0;
  if (hasOverlay) await clickLike(overlay.first());
  const created = async () => (await page.evaluate('window.__probeYT')) as Created[];
  // 350 ms poll, then the player: a second is plenty.
  const failure = await waitForCheck(page, async () => ((await created()).length > 0 ? null : 'no YouTube player was created'), 2500);
  if (failure) return fail(failure);
  const [player] = await created();
  if (!player || player.videoId !== id) return fail(`player for ${player?.videoId ?? 'nothing'}, expected ${id}`);
  const want = { controls: settings['controls'] === 'yes' ? 1 : 0, autoplay: hasOverlay || settings['autoplay'] === 'yes' ? 1 : 0 };
  if (player.vars['controls'] !== want.controls || player.vars['autoplay'] !== want.autoplay) {
    return fail(`playerVars ${JSON.stringify(player.vars)}, expected controls ${want.controls}, autoplay ${want.autoplay}`);
  }
  if ((settings['yt_privacy'] === 'yes') !== player.host.includes('youtube-nocookie.com')) return fail(`privacy host ${JSON.stringify(player.host)}`);
  const muted = await waitForCheck(page, async () => (settings['mute'] !== 'yes' || (await created())[0]?.calls.includes('mute') ? null : 'mute was not called on ready'), 1000);
  if (muted) return fail(muted);
  if (hasOverlay && (await overlay.count()) > 0) return fail('the overlay is still there after the click');
  return pass(`player for ${id} with ${JSON.stringify(player.vars)}${player.host ? ` on ${player.host}` : ''}`);
};
