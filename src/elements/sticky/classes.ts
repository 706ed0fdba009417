// The original's sticky classes and events: themes style them and the anchors behaviour measures `--active`.

export const STICKY_CLASS = {
  /** On every element whose sticky behaviour is active on this device. */
  sticky: 'elementor-sticky',
  /** While stuck; the second class is the original's too (its editor handles move inside). */
  active: ['elementor-sticky--active', 'elementor-section--handles-inside'],
  /** Once scrolled `sticky_effects_offset` pixels past the point where it stuck. */
  effects: 'elementor-sticky--effects',
  spacer: 'elementor-sticky__spacer',
} as const;

/** Bubbling DOM events on the element; jQuery handlers bound with `.on('sticky:stick')` receive them too. */
export const STICKY_EVENT = { stick: 'sticky:stick', unstick: 'sticky:unstick' } as const;
