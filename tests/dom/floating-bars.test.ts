// The floating bar's moves and their undoing (no layout needed): a bar outside a floating-buttons document stays put;
// destroy gives back the document's place, the body's padding and the container classes.
import { afterEach, describe, expect, it } from 'vitest';
import { boot } from './helpers.ts';

const bar = (doc: string, id: string, classes: string) => `
<div data-elementor-type="${doc}" data-elementor-id="${id}" class="elementor elementor-${id}">
  <div class="elementor-element e-con e-parent" data-id="c${id}" data-element_type="container">
    <div class="e-con-inner">
      <div class="elementor-element elementor-widget elementor-widget-floating-bars-var-1" data-id="w${id}" data-element_type="widget" data-settings="{}" data-widget_type="floating-bars-var-1.default">
        <div class="e-floating-bars e-floating-bars-var-1 ${classes} has-close-button" role="alertdialog">
          <p class="e-floating-bars__announcement-text">Offer</p>
          <button class="e-floating-bars__close-button" type="button" aria-label="Close">×</button>
        </div>
      </div>
    </div>
  </div>
</div>`;

const MAIN = '<main id="content"><p>Page</p></main>';

afterEach(async () => {
  const wisp = (window as unknown as { wisp?: { destroy(): void; idle(): Promise<void> } }).wisp;
  // A click is the page's first input: the behaviours it wakes load at the next idle moment; let them, before teardown.
  await new Promise((done) => setTimeout(done, 100));
  await wisp?.idle();
  wisp?.destroy();
  document.body.removeAttribute('style');
});

describe('floating bar', () => {
  it('moves a top bar\'s floating-buttons document to the start of the body, and puts it back on destroy', async () => {
    const wisp = await boot(`${MAIN}${bar('floating-buttons', '1', 'has-vertical-position-top')}`);
    expect(document.body.firstElementChild?.getAttribute('data-elementor-id')).toBe('1');
    expect(document.querySelector('[data-id="c1"]')?.classList.contains('e-con--floating-bars')).toBe(true);
    wisp.destroy();
    expect(document.body.firstElementChild?.id).toBe('content');
    expect(document.body.lastElementChild?.getAttribute('data-elementor-id')).toBe('1');
    expect(document.querySelector('[data-id="c1"]')?.classList.contains('e-con--floating-bars')).toBe(false);
  });

  it('leaves a top bar in another kind of document where it is, so the page\'s own content never moves', async () => {
    await boot(`${MAIN}${bar('wp-page', '2', 'has-vertical-position-top')}`);
    expect(document.querySelector('[data-id="w2"]')?.hasAttribute('data-wisp-ready')).toBe(true);
    expect(document.body.firstElementChild?.id).toBe('content');
    (document.querySelector('.e-floating-bars__close-button') as HTMLElement).click();
    expect(document.querySelector('.e-floating-bars')?.classList.contains('is-hidden')).toBe(true);
  });

  it('takes the body padding of a sticky top bar back on close and gives the page\'s own back on destroy', async () => {
    document.body.setAttribute('style', 'padding-top: 7px');
    const wisp = await boot(`${MAIN}${bar('floating-buttons', '3', 'has-vertical-position-top is-sticky')}`);
    // happy-dom has no layout: the bar measures 0 px, which is still written as the original writes it.
    expect(document.body.style.paddingTop).toBe('0px');
    (document.querySelector('.e-floating-bars__close-button') as HTMLElement).click();
    expect(document.body.style.paddingTop).toBe('7px');
    wisp.destroy();
    expect(document.body.style.paddingTop).toBe('7px');
  });
});
