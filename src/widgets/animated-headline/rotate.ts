// The rotating headline: each text stays for the iteration delay, then gives way with the chosen animation.
import type { Animation } from './settings.ts';
import { CLASS, lettersOf, switchWord } from './letters.ts';

export type Rotation = {
  wrapper: HTMLElement;
  words: HTMLElement[];
  type: Animation;
  usesLetters: boolean;
  delayMs: number;
  loop: boolean;
  later(run: () => void, ms: number): void;
};

/** The original's fixed timings (ms). */
const LETTER_MS = 50;
const TYPE_LETTER_MS = 150;
const SELECTION_MS = 500;
const TYPE_DELAY_MS = SELECTION_MS + 800;
const REVEAL_MS = 600;
const REVEAL_DELAY_MS = 1500;

function nextOf(rotation: Rotation, word: HTMLElement): HTMLElement {
  const index = rotation.words.indexOf(word);
  return rotation.words[(index + 1) % rotation.words.length] ?? word;
}

/** Whether the rotation stops on this word: without loop, the last text stays. */
function isFinal(rotation: Rotation, word: HTMLElement): boolean {
  return !rotation.loop && rotation.words.indexOf(word) === rotation.words.length - 1;
}

function fitWidth(rotation: Rotation, word: HTMLElement): void {
  if (rotation.type === 'clip' || rotation.type === 'typing') return;
  rotation.wrapper.style.width = `${word.offsetWidth}px`;
}

function animateWidth(element: HTMLElement, width: number, done: () => void): void {
  const to = `${width}px`;
  const finish = () => {
    element.style.width = to;
    done();
  };
  if (typeof element.animate !== 'function') return finish();
  element.animate([{ width: `${element.offsetWidth}px` }, { width: to }], { duration: REVEAL_MS }).finished.then(finish, () => {});
}

function showLetters(rotation: Rotation, word: HTMLElement, index: number, ms: number, hideAfter: boolean): void {
  const letters = lettersOf(word);
  letters[index]?.classList.add(CLASS.letterIn);
  if (index < letters.length - 1) return rotation.later(() => showLetters(rotation, word, index + 1, ms, hideAfter), ms);
  if (hideAfter) rotation.later(() => hideWord(rotation, word), rotation.delayMs);
}

function hideLetters(rotation: Rotation, word: HTMLElement, index: number, hideNextAfter: boolean): void {
  const letters = lettersOf(word);
  letters[index]?.classList.remove(CLASS.letterIn);
  if (index < letters.length - 1) return rotation.later(() => hideLetters(rotation, word, index + 1, hideNextAfter), LETTER_MS);
  const next = nextOf(rotation, word);
  switchWord(word, next);
  if (hideNextAfter) rotation.later(() => hideWord(rotation, next), rotation.delayMs);
}

function typeOut(rotation: Rotation, word: HTMLElement, next: HTMLElement): void {
  rotation.wrapper.classList.add(CLASS.typeSelected);
  rotation.later(() => {
    rotation.wrapper.classList.remove(CLASS.typeSelected);
    word.classList.remove(CLASS.active);
    word.classList.add(CLASS.inactive);
    for (const letter of lettersOf(word)) letter.classList.remove(CLASS.letterIn);
  }, SELECTION_MS);
  rotation.later(() => {
    next.classList.remove(CLASS.inactive);
    next.classList.add(CLASS.active);
    showLetters(rotation, next, 0, TYPE_LETTER_MS, !isFinal(rotation, next));
  }, TYPE_DELAY_MS);
}

/** Takes `word` away and brings in the next one, then schedules the next change (unless the rotation ends there). */
function hideWord(rotation: Rotation, word: HTMLElement): void {
  const next = nextOf(rotation, word);
  const goOn = !isFinal(rotation, next);
  if (rotation.type === 'typing') return typeOut(rotation, word, next);
  if (rotation.usesLetters) {
    // The longer word's last letter schedules the next change, as in the original.
    const wordIsLonger = lettersOf(word).length >= lettersOf(next).length;
    hideLetters(rotation, word, 0, wordIsLonger && goOn);
    showLetters(rotation, next, 0, LETTER_MS, !wordIsLonger && goOn);
    return fitWidth(rotation, next);
  }
  if (rotation.type === 'clip') {
    return animateWidth(rotation.wrapper, 2, () => {
      switchWord(word, next);
      animateWidth(rotation.wrapper, next.offsetWidth + 10, () => {
        if (goOn) rotation.later(() => hideWord(rotation, next), REVEAL_DELAY_MS);
      });
    });
  }
  switchWord(word, next);
  fitWidth(rotation, next);
  if (goOn) rotation.later(() => hideWord(rotation, next), rotation.delayMs);
}

/** Starts the rotation from the active word (the first one when none is marked). */
export function startRotation(rotation: Rotation): void {
  const first = rotation.words.find((word) => word.classList.contains(CLASS.active)) ?? rotation.words[0];
  // A single text rotates too: the original hides and brings back the same text (a typing headline retypes it).
  if (!first) return;
  if (rotation.type === 'clip') rotation.wrapper.style.width = `${rotation.wrapper.offsetWidth + 10}px`;
  else fitWidth(rotation, first);
  if (!isFinal(rotation, first)) rotation.later(() => hideWord(rotation, first), rotation.delayMs);
}
