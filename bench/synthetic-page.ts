// Synthetic pages of N widgets of mixed kinds (tabs, accordion, toggle, counter, animated and static widgets) for benchmarks.

function widget(index: number): string {
  const id = (0x1000000 + index).toString(16).slice(-7);
  const kind = ['tabs', 'accordion', 'toggle', 'counter', 'heading', 'text-editor'][index % 6] ?? 'heading';
  if (kind === 'counter') return counter(id, index);
  if (kind === 'heading' || kind === 'text-editor') {
    const animated = index % 10 === 3;
    return `<div class="elementor-element elementor-element-${id} elementor-widget${animated ? ' elementor-invisible' : ''}" data-id="${id}" data-element_type="widget"${animated ? ` data-settings='{"_animation":"fadeIn"}'` : ''} data-widget_type="${kind}.default"><h2>Item ${index}</h2></div>`;
  }
  const items = [1, 2, 3].map((n) => `<div class="elementor-tab-title" data-tab="${n}" role="${kind === 'tabs' ? 'tab' : 'button'}" tabindex="0">Title ${n}</div><div class="elementor-tab-content" data-tab="${n}" hidden>Content ${n} of ${index}</div>`).join('');
  return `<div class="elementor-element elementor-element-${id} elementor-widget" data-id="${id}" data-element_type="widget" data-widget_type="${kind}.default"><div class="elementor-${kind}">${items}</div></div>`;
}

const CONFIG = '<script>var elementorFrontendConfig={"version":"3.33.2","kit":{}};</script>';

function counter(id: string, index: number): string {
  return `<div class="elementor-element elementor-element-${id} elementor-widget elementor-widget-counter" data-id="${id}" data-element_type="widget" data-widget_type="counter.default"><div class="elementor-counter"><div class="elementor-counter-title">Count ${index}</div><div class="elementor-counter-number-wrapper"><span class="elementor-counter-number-prefix"></span><span class="elementor-counter-number" data-duration="600" data-to-value="${index}" data-from-value="0" data-delimiter=",">0</span><span class="elementor-counter-number-suffix"></span></div></div></div>`;
}

/** The page with `size` widgets in containers of ten; `withWisp: false` gives the same page with no script (the floor). */
export function syntheticPage(size: number, withWisp = true): string {
  const sections: string[] = [];
  for (let start = 0; start < size; start += 10) {
    const widgets = Array.from({ length: Math.min(10, size - start) }, (_, offset) => widget(start + offset)).join('');
    sections.push(`<div class="elementor-element e-con e-parent" data-id="c${start}" data-element_type="container">${widgets}</div>`);
  }
  return `<!doctype html><html><head><meta charset="utf-8"><title>${size} widgets</title><style>.elementor-tab-content{display:none}.elementor-invisible{visibility:hidden}</style></head><body>${withWisp ? CONFIG : ''}<div class="elementor" data-elementor-id="1">${sections.join('')}</div>${withWisp ? '<script type="module" src="/wisp/loader.js" fetchpriority="low"></script>' : ''}</body></html>`;
}
