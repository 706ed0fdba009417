// The form fixtures' page content (everything before the config scripts), so DOM tests run on the same markup as e2e.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export function formFixture(name: string): string {
  const html = readFileSync(join(process.cwd(), 'fixtures', 'form', `${name}.html`), 'utf8');
  return html.slice(html.indexOf('<main'), html.indexOf('<script id="elementor-frontend-js-before">'));
}

/** A JSON response as the demo backend (and WordPress's wp_send_json) sends it. */
export const jsonResponse = (value: unknown, status = 200): Response =>
  new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json; charset=UTF-8' } });

/**
 * Lets pending promise callbacks (fetch answer, body text, handlers) run. An answer also waits for the message
 * components, a lazy import that takes the test runner longer than a few tasks: the same module, imported here, is ready
 * when the form's import is.
 */
export async function settle(): Promise<void> {
  await import('../../src/widgets/form/message-view.tsx');
  for (let i = 0; i < 5; i++) await new Promise((done) => setTimeout(done, 0));
}
