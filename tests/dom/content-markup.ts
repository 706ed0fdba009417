// Markup of nested tabs, nested accordion, counter, progress, alert and text editor for DOM tests, written to the
// page builder's markup contract (see shared/reference/elementor-core.md §4.3–4.6, §4.14, §4.15).

const settingsAttr = (settings: string) => (settings ? ` data-settings='${settings}'` : '');

function widget(id: string, kind: string, inner: string, settings = '', classes = '', withContainer = false, wrapper = kind): string {
  const body = withContainer ? `<div class="elementor-widget-container">${inner}</div>` : inner;
  return `<div class="elementor-element elementor-element-${id} ${classes} elementor-widget elementor-widget-${wrapper}" data-id="${id}" data-element_type="widget" data-e-type="widget"${settingsAttr(settings)} data-widget_type="${kind}.default">${body}</div>`;
}

function panel(id: string, inner: string, attributes: string, active = false): string {
  return `<div ${attributes} class="${active ? 'e-active ' : ''}elementor-element elementor-element-${id} e-con-full e-flex e-con e-child" data-id="${id}" data-element_type="container" data-e-type="container">${inner}</div>`;
}

export type NestedTabsOptions = { settings?: string; withContainer?: boolean; panels?: string[]; titleTag?: 'button' | 'a' | 'div'; count?: number };

/** Nested tabs `id` (widget number = decimal of the hex id); panel n holds a link unless `panels` says otherwise. */
export function nestedTabsWidget(id = 'a7b1c01', options: NestedTabsOptions = {}): string {
  const number = Number.parseInt(id, 16);
  const count = options.count ?? options.panels?.length ?? 3;
  const tag = options.titleTag ?? 'button';
  const titles = Array.from({ length: count }, (_, i) => {
    const n = i + 1;
    const href = tag === 'a' ? ` href="#e-n-tab-content-${number}${n}"` : '';
    return `<${tag}${href} id="e-n-tab-title-${number}${n}" data-tab-title-id="e-n-tab-title-${number}${n}" class="e-n-tab-title" aria-selected="${n === 1}" data-tab-index="${n}" role="tab" tabindex="${n === 1 ? 0 : -1}" aria-controls="e-n-tab-content-${number}${n}" style="--n-tabs-title-order: ${n};"><span class="e-n-tab-title-text">Tab ${n}</span></${tag}>`;
  }).join('');
  const panels = Array.from({ length: count }, (_, i) => {
    const n = i + 1;
    const inner = options.panels?.[i] ?? `<p id="${id}-p${n}">Panel ${n} <a href="#p${n}" class="inside-${n}">link ${n}</a></p>`;
    return panel(`${id.slice(0, 6)}${n}`, inner, `id="e-n-tab-content-${number}${n}" role="tabpanel" aria-labelledby="e-n-tab-title-${number}${n}" data-tab-index="${n}" style="--n-tabs-title-order: ${n};"`, n === 1);
  }).join('');
  const inner = `<div class="e-n-tabs" data-widget-number="${number}" aria-label="Tabs"><div class="e-n-tabs-heading" role="tablist">${titles}</div><div class="e-n-tabs-content">${panels}</div></div>`;
  return widget(id, 'nested-tabs', inner, options.settings ?? '{"horizontal_scroll":"disable"}', 'e-n-tabs-mobile', options.withContainer, 'n-tabs');
}

export type NestedAccordionOptions = { settings?: string; withContainer?: boolean; contents?: string[]; openFirst?: boolean };

export function nestedAccordionWidget(id = 'a7b2d02', options: NestedAccordionOptions = {}): string {
  const prefix = String(Number.parseInt(id, 16)).slice(0, 3);
  const contents = options.contents ?? ['<p>Answer 1 <a href="#a1" class="answer-1">more</a></p>', '<p>Answer 2 <a href="#a2" class="answer-2">more</a></p>', '<p>Answer 3</p>'];
  const items = contents.map((content, i) => {
    const itemId = `e-n-accordion-item-${prefix}${i}`;
    const open = i === 0 && options.openFirst !== false;
    return `<details id="${itemId}" class="e-n-accordion-item"${open ? ' open' : ''}><summary class="e-n-accordion-item-title" data-accordion-index="${i + 1}" tabindex="${i === 0 ? 0 : -1}" aria-expanded="${open}" aria-controls="${itemId}"><span class="e-n-accordion-item-title-header"><div class="e-n-accordion-item-title-text">Question ${i + 1}</div></span></summary>${panel(`${id.slice(0, 6)}${i + 1}`, content, `role="region" aria-labelledby="${itemId}"`)}</details>`;
  }).join('');
  const settings = options.settings ?? '{"default_state":"expanded","max_items_expended":"one","n_accordion_animation_duration":{"unit":"ms","size":400,"sizes":[]}}';
  return widget(id, 'nested-accordion', `<div class="e-n-accordion" aria-label="Accordion">${items}</div>`, settings, '', options.withContainer, 'n-accordion');
}

export type CounterOptions = { from?: string; to?: string; duration?: string | null; delimiter?: string | null; text?: string };

export function counterWidget(id = 'c0a7e01', options: CounterOptions = {}): string {
  const from = options.from ?? '0';
  const duration = options.duration === null ? '' : ` data-duration="${options.duration ?? '2000'}"`;
  const delimiter = options.delimiter === null ? '' : ` data-delimiter="${options.delimiter ?? ','}"`;
  const number = `<span class="elementor-counter-number"${duration} data-to-value="${options.to ?? '1250'}" data-from-value="${from}"${delimiter}>${options.text ?? from}</span>`;
  return widget(id, 'counter', `<div class="elementor-counter"><div class="elementor-counter-title">Devices</div><div class="elementor-counter-number-wrapper"><span class="elementor-counter-number-prefix"></span>${number}<span class="elementor-counter-number-suffix">+</span></div></div>`);
}

export function progressWidget(id = 'b0a7e01', max = '80'): string {
  return widget(id, 'progress', `<span class="elementor-title">Patching</span><div class="elementor-progress-wrapper progress-info" role="progressbar" aria-valuemin="0" aria-valuemax="100" aria-valuenow="80"><div class="elementor-progress-bar" data-max="${max}"><span class="elementor-progress-text">Servers</span><span class="elementor-progress-percentage">80%</span></div></div>`);
}

export function alertWidget(id = 'a1e7a01', dismiss = true, withContainer = false): string {
  const button = dismiss ? '<button type="button" class="elementor-alert-dismiss" aria-label="Dismiss this alert.">&times;</button>' : '';
  return widget(id, 'alert', `<div class="elementor-alert" role="alert"><span class="elementor-alert-title">Heads up</span><span class="elementor-alert-description">New question set.</span>${button}</div>`, '', 'elementor-alert-warning', withContainer);
}

export function textEditorWidget(id = 'd0ca901', html = '<p>Cyber Essentials protects you.</p>', settings = '{"drop_cap":"yes"}'): string {
  return widget(id, 'text-editor', html, settings, settings.includes('yes') ? 'elementor-drop-cap-yes' : '');
}
