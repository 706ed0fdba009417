// Widget markup for DOM tests, written to the page builder's markup contract (see shared/reference).

export function tabsWidget(id = 'a1b2c3d', settings = '', count = 3, withContainer = true): string {
  const titles = Array.from({ length: count }, (_, i) => `
      <div id="elementor-tab-title-${i + 1}${id}" class="elementor-tab-title elementor-tab-desktop-title" aria-selected="${i === 0}" data-tab="${i + 1}" role="tab" tabindex="${i === 0 ? 0 : -1}" aria-controls="elementor-tab-content-${i + 1}${id}" aria-expanded="false">Tab ${i + 1}</div>`).join('');
  const contents = Array.from({ length: count }, (_, i) => `
      <div class="elementor-tab-title elementor-tab-mobile-title" aria-selected="${i === 0}" data-tab="${i + 1}" role="tab" tabindex="${i === 0 ? 0 : -1}" aria-controls="elementor-tab-content-${i + 1}${id}" aria-expanded="false">Tab ${i + 1}</div>
      <div id="elementor-tab-content-${i + 1}${id}" class="elementor-tab-content elementor-clearfix" data-tab="${i + 1}" role="tabpanel" aria-labelledby="elementor-tab-title-${i + 1}${id}" tabindex="0" hidden="${i === 0 ? 'false' : 'hidden'}"><p>Panel ${i + 1}</p></div>`).join('');
  const body = `<div class="elementor-tabs"><div class="elementor-tabs-wrapper" role="tablist">${titles}</div><div class="elementor-tabs-content-wrapper" role="tablist" aria-orientation="vertical">${contents}</div></div>`;
  return `<div class="elementor-element elementor-element-${id} elementor-widget elementor-widget-tabs" data-id="${id}" data-element_type="widget"${settings ? ` data-settings='${settings}'` : ''} data-widget_type="tabs.default">${withContainer ? `<div class="elementor-widget-container">${body}</div>` : body}</div>`;
}

export function accordionWidget(kind: 'accordion' | 'toggle', id = 'b2c3d4e', settings = '', count = 3, inner = ''): string {
  const items = Array.from({ length: count }, (_, i) => `
    <div class="elementor-${kind}-item">
      <div id="elementor-tab-title-${i + 1}${id}" class="elementor-tab-title" data-tab="${i + 1}" role="button" aria-controls="elementor-tab-content-${i + 1}${id}" aria-expanded="false" tabindex="0"><a class="elementor-${kind}-title" href="">Question ${i + 1}</a></div>
      <div id="elementor-tab-content-${i + 1}${id}" class="elementor-tab-content elementor-clearfix" data-tab="${i + 1}" role="region" aria-labelledby="elementor-tab-title-${i + 1}${id}"><p>Answer ${i + 1}</p>${i === 0 ? inner : ''}</div>
    </div>`).join('');
  return `<div class="elementor-element elementor-element-${id} elementor-widget elementor-widget-${kind}" data-id="${id}" data-element_type="widget"${settings ? ` data-settings='${settings}'` : ''} data-widget_type="${kind}.default"><div class="elementor-widget-container"><div class="elementor-${kind}">${items}</div></div></div>`;
}
