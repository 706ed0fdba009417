// Decides, inside the loader, whether an element has a motion effect switched on (element or background).
const EFFECT_KEY = /motion_fx_\w+_effect$/;

export const hasMotionEffects = (_: HTMLElement, settings: Record<string, unknown>): boolean =>
  Object.entries(settings).some(([key, value]) => value === 'yes' && EFFECT_KEY.test(key));
