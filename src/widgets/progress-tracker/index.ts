// Progress tracker (`progress-tracker.default`): a bar or circle filled as the visitor scrolls through the page or an element.
import type { WispModule } from '../../core/types.ts';
import { addFrameTask } from '../../shared/frame-loop.ts';
import { findTracked, toElementPercent, toPagePercent } from './measure.ts';
import { parse, type ProgressTrackerSettings } from './settings.ts';

type Parts = { progress: Element; text: HTMLElement | null };

/** The circle's circumference from its radius, which `r="40%"` makes depend on the rendered size. */
function toCircumference(circle: SVGCircleElement): number {
  const radius = circle.r?.baseVal?.value ?? 0;
  return 2 * Math.PI * radius;
}

function writeLinear(parts: Parts, percent: number, textFits: boolean): void {
  const bar = parts.progress as HTMLElement;
  bar.style.width = `${percent}%`;
  // Under 1% the bar is hidden, so an unread page shows no sliver.
  bar.style.visibility = percent < 1 ? 'hidden' : '';
  if (parts.text) parts.text.style.visibility = textFits ? '' : 'hidden';
}

function writeCircular(parts: Parts, percent: number, circumference: number, rtl: boolean): void {
  const circle = parts.progress as SVGCircleElement;
  const offset = circumference - (percent / 100) * circumference;
  circle.style.strokeDasharray = `${circumference} ${circumference}`;
  circle.style.strokeDashoffset = String(rtl ? -offset : offset);
  circle.style.visibility = percent <= 0 ? 'hidden' : '';
}

const progressTracker: WispModule<ProgressTrackerSettings> = {
  parse,
  mount: (root, settings, ctx) => {
    const progress = ctx.own<Element>('.current-progress')[0];
    if (!progress || (settings.type === 'circular' && !(progress instanceof SVGCircleElement))) {
      ctx.warn('markup', `no ${settings.type === 'circular' ? 'circle' : ''}.current-progress; left as it is`);
      return false;
    }
    const text = settings.percentage === 'yes' ? ctx.own('.current-progress-percentage')[0] ?? null : null;
    const tracked = settings.relative_to === 'selector' ? findTracked(settings.selector)
      : settings.relative_to === 'post_content' ? document.querySelector('.elementor-widget-theme-post-content') : null;
    if (settings.relative_to !== 'entire_page' && !tracked) {
      ctx.warn('selector', `nothing on the page matches the ${settings.relative_to === 'selector' ? `selector ${JSON.stringify(settings.selector)}` : 'post content'}; tracking the whole page`);
    }
    const parts: Parts = { progress, text };
    let percent = 0;
    let circumference = 0;
    let barWidth = 0;
    let textWidth = 0;
    addFrameTask({
      read: () => {
        percent = tracked ? toElementPercent(tracked) : toPagePercent();
        textWidth = text?.offsetWidth ?? 0;
        if (settings.type === 'circular') circumference = toCircumference(progress as SVGCircleElement);
        else barWidth = (root.querySelector('.elementor-scrolling-tracker')?.getBoundingClientRect().width ?? 0) * (percent / 100);
      },
      write: () => {
        const label = `${Math.round(percent)}%`;
        if (text && text.textContent !== label) text.textContent = label;
        if (settings.type === 'circular') return writeCircular(parts, percent, circumference, settings.direction === 'rtl');
        // The percentage shows only where the bar is at least 1.5 times as wide as the text, as in the original.
        writeLinear(parts, percent, text !== null && barWidth >= textWidth * 1.5);
      },
    }, ctx.signal);
  },
};

export default progressTracker;
