// Popup documents and action links for DOM tests, written to the page builder's markup contract (elementor-pro.md §2).

const attr = (value: unknown) => JSON.stringify(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;');
const base64 = (value: unknown) => btoa(typeof value === 'string' ? value : JSON.stringify(value));

/** `#` + rawurlencode(`elementor-action:…`), as the page builder's PHP prints it. */
export function actionHash(action: string, settings: unknown): string {
  return `#${encodeURIComponent(`elementor-action:action=${action}&settings=${base64(settings)}`)}`;
}

export function actionLink(hash: string, label = 'Run', id = 'l1'): string {
  return `<a id="${id}" class="elementor-button" href="${hash.replace(/"/g, '&quot;')}">${label}</a>`;
}

/** A page-builder document (the page's own content) around `html`. */
export function pageDocument(html: string, id = '931'): string {
  return `<div data-elementor-type="wp-page" data-elementor-id="${id}" class="elementor elementor-${id}">${html}</div>`;
}

/** A popup document with a heading, a tabs widget, a plain link and the two close links of the reference page. */
export function popupDocument(id = '1203', settings: Record<string, unknown> | string = { a11y_navigation: 'yes', timing: [] }, inner?: string): string {
  const json = typeof settings === 'string' ? settings.replace(/"/g, '&quot;') : attr(settings);
  const body = inner ?? `
    <div class="elementor-element elementor-element-12a3b41 elementor-widget elementor-widget-heading" data-id="12a3b41" data-element_type="widget" data-widget_type="heading.default">
      <h2 class="elementor-heading-title">Free readiness check</h2>
    </div>
    <div class="elementor-element elementor-element-12a3b42 elementor-widget elementor-widget-tabs" data-id="12a3b42" data-element_type="widget" data-widget_type="tabs.default">
      <div class="elementor-tabs"><div class="elementor-tabs-wrapper" role="tablist">
        <div id="elementor-tab-title-112a3b42" class="elementor-tab-title elementor-tab-desktop-title" data-tab="1" role="tab" tabindex="0" aria-controls="elementor-tab-content-112a3b42">One</div>
      </div><div class="elementor-tabs-content-wrapper">
        <div id="elementor-tab-content-112a3b42" class="elementor-tab-content" data-tab="1" role="tabpanel" hidden="false"><p>Panel</p></div>
      </div></div>
    </div>
    <p><a id="close-${id}" href="${actionHash('popup:close', [])}">Not now</a></p>
    <p><a id="dismiss-${id}" href="${actionHash('popup:close', { do_not_show_again: 'yes' })}">No thanks</a></p>`;
  return `<div data-elementor-type="popup" data-elementor-id="${id}" class="elementor elementor-${id} elementor-location-popup" data-elementor-settings="${json}" data-elementor-post-type="elementor_library">${body}</div>`;
}
