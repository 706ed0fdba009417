// Renders a component into an element whose content wisp replaces (a server placeholder), never reusing that content.
import type { ReactNode } from 'react';
import { render } from 'react-dom';

/**
 * Empties `host` first, so preact creates every node and hydrates nothing the server printed; if rendering throws,
 * the server content comes back as it was and the error goes on to the module's own error handling.
 */
export function renderInto(host: Element, element: ReactNode): void {
  const before = [...host.childNodes];
  host.replaceChildren();
  try {
    render(element, host);
  } catch (error) {
    host.replaceChildren(...before);
    throw error;
  }
}
