// Progress bar (`progress.default`): the bar grows to its `data-max` percentage once it scrolls into view; the
// stylesheet's width transition (1 s) animates it.
import type { WispModule } from '../../core/types.ts';
import { prefersReducedMotion } from '../../shared/motion.ts';

type Bar = { element: HTMLElement; width: string };

function toBar(element: HTMLElement): Bar | string {
  const max = element.getAttribute('data-max') ?? '';
  const percent = Number(max);
  if (max.trim() === '' || !Number.isFinite(percent)) return `data-max ${JSON.stringify(max)} is not a number; left as it is`;
  return { element, width: `${percent}%` };
}

function fill(bar: Bar): void {
  // Reduced motion: the bar is drawn at its width at once instead of growing through the stylesheet's transition.
  if (prefersReducedMotion()) bar.element.style.transition = 'none';
  bar.element.style.width = bar.width;
}

const progress: WispModule<Record<string, never>> = {
  // The bar reads its percentage from the markup (`data-max`), not from data-settings.
  parse: () => ({ ok: true, settings: {} }),
  mount: (_root, _settings, ctx) => {
    const found = ctx.own('.elementor-progress-bar').map(toBar);
    const problem = found.find((bar): bar is string => typeof bar === 'string');
    if (found.length === 0 || problem !== undefined) {
      ctx.warn('markup', problem ?? 'no .elementor-progress-bar; left as it is');
      return false;
    }
    const bars = found as Bar[];
    // Threshold 0, no margin, as the original: the bar fills the moment a pixel of it is on screen.
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        const bar = bars.find((candidate) => candidate.element === entry.target);
        if (!entry.isIntersecting || !bar) continue;
        // The original sets the width on every entry; once set it never changes, so one is enough.
        observer.unobserve(entry.target);
        fill(bar);
      }
    }, { threshold: 0 });
    for (const bar of bars) observer.observe(bar.element);
    ctx.signal.addEventListener('abort', () => observer.disconnect());
  },
};

export default progress;
