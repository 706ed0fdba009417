// The lightbox's dialog shell on the original's DOM contract: close button, Escape, outside click, focus trap and return.
import { useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { prefersReducedMotion } from '../../shared/motion.ts';
import { activateOnKey } from './control.tsx';
import { tabStops, trapTab } from './focus-trap.ts';
import { Icon } from './icons.tsx';

/** Clicks inside these do not close the lightbox, as in the original. */
export const PREVENT_CLOSE = 'elementor-lightbox-prevent-close';
const BODY_CLASSES = ['dialog-body', 'dialog-lightbox-body', 'dialog-container', 'dialog-lightbox-container'];

export type DialogProps = {
  /** null when the page already uses the id: two elements must not answer to it. */
  id: string | null;
  label: string;
  closeLabel: string;
  /** Unmounts the lightbox; focus return and events are the viewer's. */
  close(): void;
  /**
   * What takes focus on opening (a hosted video); the close button otherwise. Never an embedded player's iframe: keys
   * pressed in another document never reach ours, so Escape would stop closing the lightbox (the original does not
   * move focus into the player either).
   */
  initialFocus?: string;
  /** The entrance animation's class on the content (`zoomIn` unless told; '' for none). */
  animation?: string;
  rootRef?: RefObject<HTMLDivElement | null>;
  onKeyDown?(event: KeyboardEvent): void;
  onClickCapture?(event: MouseEvent): void;
  children: ReactNode;
};

/** While open: Escape closes, Tab stays inside, focus that escapes comes back, the body carries the dialog classes. */
function useModal(root: RefObject<HTMLDivElement | null>, closeButton: RefObject<HTMLAnchorElement | null>, props: DialogProps): void {
  useLayoutEffect(() => {
    const element = root.current;
    if (!element) return;
    const controller = new AbortController();
    const { signal } = controller;
    const added = BODY_CLASSES.filter((name) => !document.body.classList.contains(name));
    document.body.classList.add(...added);
    document.addEventListener('keydown', (event) => {
      if (event.key === 'Escape' && !event.defaultPrevented) props.close();
      else if (event.key === 'Tab') trapTab(element, event);
    }, { signal });
    // The page behind is inert while we are open: focus moved out by a script or a click through comes back in.
    document.addEventListener('focusin', (event) => {
      if (event.target instanceof Node && !element.contains(event.target)) (tabStops(element)[0] ?? element).focus();
    }, { signal });
    const first = props.initialFocus ? element.querySelector<HTMLElement>(props.initialFocus) : null;
    (first ?? closeButton.current)?.focus();
    return () => {
      controller.abort();
      document.body.classList.remove(...added);
    };
  }, []);
}

export function LightboxDialog(props: DialogProps) {
  const ownRoot = useRef<HTMLDivElement>(null);
  const root = props.rootRef ?? ownRoot;
  const closeButton = useRef<HTMLAnchorElement>(null);
  const [animated] = useState(() => !prefersReducedMotion());
  const animation = props.animation ?? 'zoomIn';
  useModal(root, closeButton, props);
  const close = (event: Event) => {
    event.preventDefault();
    props.close();
  };
  return (
    <div
      ref={root} id={props.id ?? undefined} role="dialog" aria-modal="true" aria-label={props.label} tabIndex={-1}
      className="dialog-widget dialog-lightbox-widget dialog-type-buttons dialog-type-lightbox elementor-lightbox wisp-lightbox"
      onKeyDown={props.onKeyDown} onClickCapture={props.onClickCapture}
      onClick={(event) => {
        if (event.target instanceof Element && !event.target.closest(`.${PREVENT_CLOSE}`)) props.close();
      }}
    >
      <div className="dialog-widget-content dialog-lightbox-widget-content">
        <a
          ref={closeButton} className="dialog-close-button dialog-lightbox-close-button" role="button" tabIndex={0}
          aria-label={props.closeLabel} href="#" onClick={close} onKeyDown={activateOnKey(props.close)}
        >
          <Icon name="close" />
        </a>
        <div className="dialog-header dialog-lightbox-header" />
        <div className={`dialog-message dialog-lightbox-message${animated && animation ? ` animated ${animation}` : ''}`}>{props.children}</div>
        <div className="dialog-buttons-wrapper dialog-lightbox-buttons-wrapper" />
      </div>
    </div>
  );
}
