import { act } from 'preact/test-utils';
import { render } from 'react-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { FieldHelp, FormMessage, Spinner, toFieldHelp, toFormMessage } from '../../src/widgets/form/message-view.tsx';

let host: HTMLElement | null = null;

function show(element: preact.ComponentChild): HTMLElement {
  host = document.body.appendChild(document.createElement('div'));
  act(() => void render(element, host!));
  return host.firstElementChild as HTMLElement;
}

afterEach(() => {
  if (host) act(() => void render(null, host!));
  host?.remove();
  host = null;
  document.body.replaceChildren();
});

const EVIL = '<img src=x onerror="window.__pwned=1"><b>Sent</b>';

describe('the form message components', () => {
  it('draw a form message with the original classes and role=alert, its text as text', () => {
    const message = show(<FormMessage kind="danger" text={EVIL} svg={false} />);
    expect([message.tagName, message.className, message.getAttribute('role')]).toEqual(['DIV', 'elementor-message elementor-message-danger', 'alert']);
    expect(message.textContent).toBe(EVIL);
    expect(message.children).toHaveLength(0);
  });

  it('add the svg class to a success message only when asked', () => {
    expect(show(<FormMessage kind="success" text="Thank you." svg />).className).toBe('elementor-message elementor-message-success elementor-message-svg');
  });

  it('draw a field help as the original inline help span, announced as it appears', () => {
    const help = show(<FieldHelp text="Bad e-mail" />);
    expect([help.tagName, help.className, help.getAttribute('role'), help.textContent]).toEqual(['SPAN', 'elementor-message elementor-message-danger elementor-help-inline elementor-form-help-inline', 'alert', 'Bad e-mail']);
  });

  it('hand back detached elements that join server markup without touching what it holds', () => {
    document.body.innerHTML = '<form><div class="elementor-field-group"><input id="f" value="kept"></div></form>';
    const group = document.querySelector('.elementor-field-group')!;
    const input = document.getElementById('f');
    group.append(toFieldHelp(EVIL));
    document.querySelector('form')!.append(toFormMessage({ kind: 'success', text: 'Thank you.', svg: false }));
    expect(document.getElementById('f')).toBe(input);
    expect([...group.children].map((child) => child.localName)).toEqual(['input', 'span']);
    expect([(input as HTMLInputElement).value, group.lastElementChild?.textContent, group.querySelector('img, b')]).toEqual(['kept', EVIL, null]);
    expect(document.querySelector('form > .elementor-message-success')?.textContent).toBe('Thank you.');
  });

  it('draw the submit spinner as the original icon-font span, hidden from assistive technology, followed by a no-break space', () => {
    const spinner = show(<Spinner />);
    expect([spinner.tagName, spinner.className, spinner.textContent]).toEqual(['SPAN', 'elementor-button-text elementor-form-spinner', '\u00a0']);
    const icon = spinner.firstElementChild;
    expect([icon?.tagName, icon?.className, icon?.getAttribute('aria-hidden')]).toEqual(['I', 'fa fa-spinner fa-spin', 'true']);
  });
});
