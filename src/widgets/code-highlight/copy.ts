// Prism's copy-to-clipboard toolbar: a button over the code that copies its text and says politely whether it worked.

const LABEL = { copy: 'Copy', success: 'Copied!', error: 'Press Ctrl+C to copy' } as const;
/** How long the button shows the outcome before it reads "Copy" again (ms), as Prism's plugin does. */
const RESET_MS = 5000;

function setState(button: HTMLButtonElement, label: HTMLElement, state: keyof typeof LABEL): void {
  button.setAttribute('data-copy-state', state === 'copy' ? 'copy' : `copy-${state}`);
  label.textContent = LABEL[state];
}

/** Wraps the `pre` in Prism's `div.code-toolbar` (the toolbar CSS positions against it) and adds the button. */
export function addCopyButton(pre: HTMLElement, text: string, signal: AbortSignal): void {
  const toolbar = document.createElement('div');
  toolbar.className = 'code-toolbar';
  const bar = document.createElement('div');
  bar.className = 'toolbar';
  const item = document.createElement('div');
  item.className = 'toolbar-item';
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'copy-to-clipboard-button';
  const label = document.createElement('span');
  // The label is a polite live region, so the outcome is read without moving focus.
  label.setAttribute('aria-live', 'polite');
  button.append(label);
  setState(button, label, 'copy');
  item.append(button);
  bar.append(item);
  pre.before(toolbar);
  toolbar.append(pre, bar);
  let timer: ReturnType<typeof setTimeout> | undefined;
  signal.addEventListener('abort', () => clearTimeout(timer));
  button.addEventListener('click', () => {
    const done = (state: 'success' | 'error') => {
      setState(button, label, state);
      clearTimeout(timer);
      timer = setTimeout(() => setState(button, label, 'copy'), RESET_MS);
    };
    const clipboard = navigator.clipboard as Clipboard | undefined;
    if (!clipboard) return done('error');
    clipboard.writeText(text).then(() => done('success'), () => done('error'));
  }, { signal });
}
