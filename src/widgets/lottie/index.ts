// Pro lottie (`lottie.default`): loads the site's lottie-web player lazily and plays the animation on its trigger.
import type { WispModule } from '../../core/types.ts';
import { prefersReducedMotion } from '../../shared/motion.ts';
import { loadPlayer, toAnimationUrl, type LottieAnimation } from './player.ts';
import { parse, type LottieSettings } from './settings.ts';
import { startTrigger, toRange } from './triggers.ts';

/** Loop count as lottie-web takes it: true = forever, a number = that many times. */
function toLoop(settings: LottieSettings): boolean | number {
  if (!settings.loop) return false;
  return settings.number_of_times > 0 ? settings.number_of_times : true;
}

const lottie: WispModule<LottieSettings> = {
  parse,
  mount(root, settings, ctx) {
    const container = ctx.own('.e-lottie__container')[0];
    const target = ctx.own('.e-lottie__animation')[0];
    if (!container || !target) {
      ctx.warn('markup', 'no .e-lottie__container / .e-lottie__animation in the lottie widget');
      return false;
    }
    const source = toAnimationUrl(settings.source);
    if (!source) {
      ctx.warn('source', 'no http(s) animation URL and no default animation in ElementorProFrontendConfig.lottie');
      return false;
    }
    if (settings.source && source.isDefault) ctx.warn('source', 'the animation URL is not http(s); playing the default animation');
    let animation: LottieAnimation | null = null;
    void loadPlayer().then((player) => {
      if (ctx.signal.aborted) return;
      animation = player.loadAnimation({ container: target, renderer: settings.renderer, loop: toLoop(settings), autoplay: false, path: source.url });
      const loaded = animation;
      loaded.addEventListener('DOMLoaded', () => {
        if (ctx.signal.aborted) return;
        loaded.setSpeed(settings.play_speed);
        const range = toRange(settings, loaded.totalFrames);
        // Reduced motion: the first frame stays, as a still picture.
        if (prefersReducedMotion() && settings.trigger !== 'bind_to_scroll') return loaded.goToAndStop(range.first, true);
        startTrigger({ container, animation: loaded, range, settings, signal: ctx.signal });
        ctx.emit('lottie-ready');
      });
    }, (error: unknown) => ctx.warn('player', error instanceof Error ? error.message : 'could not load the lottie player'));
    return () => animation?.destroy();
  },
};

export default lottie;
