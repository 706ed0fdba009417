// Date and time fields: the original attached flatpickr (a 50 KB library) unless `.elementor-use-native`; wisp uses the
// browser's own pickers everywhere, as flatpickr itself does on phones. `type=date` / `type=time` keep the server's
// `min` / `max` and submit the same value formats as flatpickr's defaults (`2025-03-31`, `14:30`).

const FIELDS = [['elementor-date-field', 'date'], ['elementor-time-field', 'time']] as const;

/** Switches each picker field to its native type; returns what undoes it. */
export function useNativePickers(form: HTMLFormElement): () => void {
  const changed: Array<[HTMLInputElement, string | null]> = [];
  for (const [className, type] of FIELDS) {
    for (const input of form.querySelectorAll<HTMLInputElement>(`input.${className}`)) {
      if (input.classList.contains('elementor-use-native') || input.type === type) continue;
      changed.push([input, input.getAttribute('type')]);
      input.type = type;
    }
  }
  return () => {
    for (const [input, type] of changed) {
      if (type === null) input.removeAttribute('type');
      else input.setAttribute('type', type);
    }
  };
}
