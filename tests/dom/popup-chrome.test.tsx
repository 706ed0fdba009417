import { act } from 'preact/test-utils';
import { render } from 'react-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { CloseButton, PopupChrome } from '../../src/behaviours/popups/modal.tsx';

let host: HTMLElement;

function show(element: preact.ComponentChild): HTMLElement {
  host = document.createElement('div');
  document.body.append(host);
  act(() => void render(element, host));
  return host;
}

afterEach(() => {
  act(() => void render(null, host));
  host.remove();
});

describe('the popup chrome components', () => {
  it('draw the close control as the original: a role=button link without href, labelled, in tab order, its icon hidden', () => {
    show(<CloseButton label="Close" />);
    const button = host.firstElementChild as HTMLElement;
    expect(button.tagName).toBe('A');
    expect(button.className).toBe('dialog-close-button dialog-lightbox-close-button');
    expect([button.getAttribute('role'), button.getAttribute('tabindex'), button.getAttribute('aria-label'), button.hasAttribute('href')]).toEqual(['button', '0', 'Close', false]);
    const icon = button.querySelector('svg');
    expect([icon?.getAttribute('class'), icon?.getAttribute('aria-hidden'), icon?.getAttribute('focusable')]).toEqual(['e-font-icon-svg e-eicon-close eicon-close', 'true', 'false']);
    expect(icon?.querySelector('path')?.getAttribute('fill')).toBe('currentColor');
  });

  it('put the close control first inside the content, before the header, the message box and the buttons wrapper', () => {
    show(<PopupChrome closeLabel="Close" closeOutside={false} />);
    expect([...host.children].map((child) => child.className)).toEqual(['dialog-widget-content dialog-lightbox-widget-content animated']);
    expect([...host.firstElementChild!.children].map((child) => child.classList[0])).toEqual(['dialog-close-button', 'dialog-header', 'dialog-message', 'dialog-buttons-wrapper']);
    expect(host.querySelector('.dialog-message')?.childNodes).toHaveLength(0);
  });

  it('put the close control beside the content when it sits outside', () => {
    show(<PopupChrome closeLabel="Schließen" closeOutside />);
    expect([...host.children].map((child) => child.classList[0])).toEqual(['dialog-close-button', 'dialog-widget-content']);
    expect(host.querySelector('.dialog-widget-content .dialog-close-button')).toBeNull();
    expect(host.querySelector('.dialog-close-button')?.getAttribute('aria-label')).toBe('Schließen');
  });
});
