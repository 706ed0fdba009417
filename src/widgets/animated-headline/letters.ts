// Splits each rotating text into letter spans for the letter animations, as the original does before it rotates.

export const CLASS = {
  active: 'elementor-headline-text-active',
  inactive: 'elementor-headline-text-inactive',
  letter: 'elementor-headline-dynamic-letter',
  letterIn: 'elementor-headline-animation-in',
  typeSelected: 'elementor-headline-typing-selected',
  letters: 'elementor-headline-letters',
} as const;

/** Replaces the word's text with one span per character (spaces kept as no-break spaces); built with textContent only. */
export function splitLetters(word: HTMLElement): void {
  const isActive = word.classList.contains(CLASS.active);
  const spans = [...(word.textContent ?? '').trim()].map((character) => {
    const span = document.createElement('span');
    span.className = CLASS.letter;
    if (isActive) span.classList.add(CLASS.letterIn);
    span.textContent = character === ' ' ? '\u00a0' : character;
    return span;
  });
  word.replaceChildren(...spans);
}

export function lettersOf(word: HTMLElement): HTMLElement[] {
  return [...word.children].filter((child): child is HTMLElement => child.classList.contains(CLASS.letter));
}

/** Makes `next` the shown word. */
export function switchWord(word: HTMLElement, next: HTMLElement): void {
  word.classList.remove(CLASS.active);
  word.classList.add(CLASS.inactive);
  next.classList.remove(CLASS.inactive);
  next.classList.add(CLASS.active);
}
