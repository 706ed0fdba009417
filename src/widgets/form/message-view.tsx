// The form's messages and submit spinner as components, with the original's classes and role; text only, never HTML.
// Loaded on the first focus or touch in a form, or when a form first needs one, never with the form itself.
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

/** The submit button's spinner, prepended to its inner span while a request runs: the original's icon-font markup. */
export function Spinner() {
  return <span className="elementor-button-text elementor-form-spinner"><i className="fa fa-spinner fa-spin" aria-hidden="true" />{'\u00a0'}</span>;
}

export const toFormMessage = (props: FormMessageProps): HTMLElement => toElement(<FormMessage {...props} />);
export const toFieldHelp = (text: string): HTMLElement => toElement(<FieldHelp text={text} />);
export const toSpinner = (): HTMLElement => toElement(<Spinner />);
