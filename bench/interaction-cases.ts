// The interactions measured by bench/interactions.ts: where, what to click, and how to read the resulting state.
// `probe` is an expression evaluated in the page; a step is done when it equals `expect` (or, without one, changes).

export type Step = { click?: string; press?: string; expect?: string; measure?: boolean };
export type Case = { name: string; path: string; chunk: string; probe: string; steps: Step[] };

const TABS = '.elementor-element-a1b2c3d';
const ACCORDION = '.elementor-element-ac0d1e5';
const CAROUSEL = '.elementor-element-c0a0002';
const POSTS = '.elementor-element-ec5a11e';

export const CASES: Case[] = [
  {
    name: 'tab click', path: '/cyber-essentials/', chunk: 'tabs',
    probe: `document.querySelector('${TABS} .elementor-tab-desktop-title.elementor-active')?.dataset.tab ?? ''`,
    steps: ['2', '3', '1', '2'].map((tab) => ({ click: `${TABS} .elementor-tab-desktop-title[data-tab="${tab}"]`, expect: tab })),
  },
  {
    name: 'accordion toggle', path: '/cyber-essentials/', chunk: 'accordion',
    probe: `[...document.querySelectorAll('${ACCORDION} .elementor-tab-title.elementor-active')].map((t) => t.dataset.tab).join()`,
    steps: ['2', '3', '2', '1'].map((tab) => ({ click: `${ACCORDION} .elementor-tab-title[data-tab="${tab}"]`, expect: tab })),
  },
  {
    name: 'carousel next', path: '/fixtures/carousels/image-carousel.html', chunk: 'image-carousel',
    probe: `document.querySelector('${CAROUSEL} .swiper-slide-active')?.getAttribute('aria-label') ?? ''`,
    steps: ['2', '3', '4', '5'].map((n) => ({ click: `${CAROUSEL} .elementor-swiper-button-next`, expect: `${n} of 8` })),
  },
  {
    name: 'load more', path: '/cyber-essentials/', chunk: 'posts',
    probe: `String(document.querySelectorAll('${POSTS} .ecs-posts > article, ${POSTS} .ecs-posts > .ecs-post-loop').length)`,
    steps: [{ click: `${POSTS} .ecs-load-more-button a` }, { click: `${POSTS} .ecs-load-more-button a` }],
  },
  {
    name: 'popup open', path: '/cyber-essentials/', chunk: 'popups',
    probe: `(() => { const d = document.getElementById('elementor-popup-modal-1203'); return d && getComputedStyle(d).display !== 'none' ? 'open' : 'closed'; })()`,
    steps: [
      { click: '.elementor-element-1e2f3a5 a', expect: 'open' }, { press: 'Escape', expect: 'closed', measure: false },
      { click: '.elementor-element-1e2f3a5 a', expect: 'open' }, { press: 'Escape', expect: 'closed', measure: false },
      { click: '.elementor-element-1e2f3a5 a', expect: 'open' },
    ],
  },
];
