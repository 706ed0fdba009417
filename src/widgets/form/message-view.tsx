// The form's messages as components, with the original's classes and role; text only, never HTML. Loaded when a form
// first needs a message (alongside a submit's request, or on a refused file), never with the form itself.
import { toElement } from '../../ui/render-detached.ts';

type FormMessageProps = { kind: 'success' | 'danger'; text: string; svg: boolean };

/** `div.elementor-message.elementor-message-{success|danger}[role=alert]`; `svg` adds the icon-font-free variant's class. */
export function FormMessage({ kind, text, svg }: FormMessageProps) {
  const className = `elementor-message elementor-message-${kind}${svg ? ' elementor-message-svg' : ''}`;
  return <div className={className} role="alert">{text}</div>;
}

/** One field's inline help, announced as it appears. */
export function FieldHelp({ text }: { text: string }) {
  return <span className="elementor-message elementor-message-danger elementor-help-inline elementor-form-help-inline" role="alert">{text}</span>;
}

export const toFormMessage = (props: FormMessageProps): HTMLElement => toElement(<FormMessage {...props} />);
export const toFieldHelp = (text: string): HTMLElement => toElement(<FieldHelp text={text} />);
