// The dialog's own markup around a popup, as components, with the original's structure and class names so the site's
// popup CSS applies unchanged. Never rendered on a visitor's page: chrome-tree.ts holds what they render, made from
// them by tests/dom/popup-chrome.test.tsx, so the first popup needs no preact (see modal.ts).

/** A filled cross, so the site's `fill` rules for the close icon still colour it. */
const CROSS = 'M5.3 4 4 5.3 10.7 12 4 18.7 5.3 20l6.7-6.7 6.7 6.7 1.3-1.3-6.7-6.7L20 5.3 18.7 4 12 10.7z';

/**
 * The close control as the original prints it, minus its `href="#"`: an `a` keeps styles keyed on `a` matching and
 * cannot navigate; the icon is the page builder's inline SVG, `.eicon-close` keeps icon-font rules matching.
 */
export function CloseButton({ label }: { label: string }) {
  return (
    <a className="dialog-close-button dialog-lightbox-close-button" role="button" tabIndex={0} aria-label={label}>
      <svg className="e-font-icon-svg e-eicon-close eicon-close" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d={CROSS} fill="currentColor" />
      </svg>
    </a>
  );
}

/** Everything inside the dialog: the close button (inside the content or beside it) and the empty message box. */
export function PopupChrome({ closeLabel, closeOutside }: { closeLabel: string; closeOutside: boolean }) {
  const close = <CloseButton label={closeLabel} />;
  return (
    <>
      {closeOutside && close}
      <div className="dialog-widget-content dialog-lightbox-widget-content animated">
        {!closeOutside && close}
        <div className="dialog-header dialog-lightbox-header" />
        <div className="dialog-message dialog-lightbox-message" />
        <div className="dialog-buttons-wrapper dialog-lightbox-buttons-wrapper" />
      </div>
    </>
  );
}
