// Subscribe (`subscribe.{skin}`): the same Pro form handlers (steps, sending, redirect) on the same form markup.
export { default } from '../form/index.ts';
