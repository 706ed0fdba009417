import { afterEach, describe, expect, it } from 'vitest';
import { focusFirst } from '../../src/shared/focus.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('focus on opening a dialog', () => {
  it('goes to the first tabbable element inside', () => {
    document.body.innerHTML = '<div id="panel"><p>Text</p><a href="/a">A</a><button>B</button></div>';
    focusFirst(document.getElementById('panel')!);
    expect(document.activeElement?.textContent).toBe('A');
    expect(document.getElementById('panel')!.hasAttribute('tabindex')).toBe(false);
  });

  it('goes to the dialog itself when nothing inside is tabbable, out of the Tab order', () => {
    // Before: the panel had no tabindex, so focus() did nothing and stayed on the trigger behind an open dialog.
    document.body.innerHTML = '<button id="trigger">Open</button><div id="panel" role="dialog"><p>Only text</p></div>';
    document.getElementById('trigger')!.focus();
    const panel = document.getElementById('panel')!;
    focusFirst(panel);
    expect(document.activeElement).toBe(panel);
    expect(panel.getAttribute('tabindex')).toBe('-1');
  });

  it('keeps a tabindex the dialog already has', () => {
    document.body.innerHTML = '<div id="panel" tabindex="0"><p>Only text</p></div>';
    const panel = document.getElementById('panel')!;
    focusFirst(panel);
    expect(document.activeElement).toBe(panel);
    expect(panel.getAttribute('tabindex')).toBe('0');
  });
});
