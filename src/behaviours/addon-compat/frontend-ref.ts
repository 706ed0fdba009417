// The shape of `window.elementorFrontend` the compat classes call back into, read at call time as add-ons do.
import type { Hooks } from './hooks.ts';

export type FrontendApi = {
  hooks: Hooks;
  config: Record<string, unknown>;
  getCurrentDeviceMode(): string;
  getCurrentDeviceSetting(settings: Record<string, unknown>, key: string): unknown;
  utils: { swiper: new (container: unknown, options: Record<string, unknown>) => PromiseLike<unknown> };
  [key: string]: unknown;
};

export function frontendApi(): FrontendApi {
  return (window as unknown as { elementorFrontend: FrontendApi }).elementorFrontend;
}
