// Renders a component once into a detached fragment and hands back its element: for markup wisp adds beside server
// content (a form's message, a field's help), where rendering into the server's container would replace its children.
import type { ReactElement } from 'react';
import { render } from 'react-dom';

/** The element `node` renders to; it is never rendered again, so moving it into server markup is safe. */
export function toElement(node: ReactElement): HTMLElement {
  const fragment = document.createDocumentFragment();
  render(node, fragment);
  const made = fragment.firstElementChild;
  if (!(made instanceof HTMLElement)) throw new TypeError('[wisp] a component meant for server markup rendered no element');
  return made;
}
