// A control the page builder renders as an icon element with a role; Enter and Space activate it as a native button.
import type { ReactNode } from 'react';

type ControlProps = {
  className: string;
  role: 'button' | 'switch';
  label?: string;
  onActivate(): void;
  children: ReactNode;
  checked?: boolean;
  expanded?: boolean;
  disabled?: boolean;
  hidden?: boolean;
};

/** Enter and Space as activation keys, for elements that are not native buttons. */
export function activateOnKey(run: () => void) {
  return (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    run();
  };
}

export function Control({ className, role, label, onActivate, children, checked, expanded, disabled, hidden }: ControlProps) {
  return (
    <i
      className={className} role={role} tabIndex={0} aria-label={label}
      aria-checked={checked}
      aria-expanded={expanded}
      aria-disabled={disabled} hidden={hidden}
      onClick={(event) => {
        event.preventDefault();
        onActivate();
      }}
      onKeyDown={activateOnKey(onActivate)}
    >
      {children}
    </i>
  );
}
