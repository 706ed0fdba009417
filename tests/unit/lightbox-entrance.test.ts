// Tests the per-device entrance animation of video lightboxes (the original's modalOptions.entranceAnimation*).
import { describe, expect, it } from 'vitest';
import { toEntranceClass } from '../../src/behaviours/lightbox/video-request.ts';

describe('a video lightbox\'s entrance animation by device', () => {
  const all = { base: 'fadeIn', tablet: 'slideInUp', mobile: 'zoomInDown' };

  it('takes the device\'s own value, then the larger devices\' up to the base one', () => {
    expect(toEntranceClass(all, 'desktop')).toBe('fadeIn');
    expect(toEntranceClass(all, 'widescreen')).toBe('fadeIn');
    expect(toEntranceClass(all, 'tablet')).toBe('slideInUp');
    expect(toEntranceClass(all, 'mobile')).toBe('zoomInDown');
    expect(toEntranceClass({ base: 'fadeIn', tablet: 'slideInUp', mobile: '' }, 'mobile')).toBe('slideInUp');
    expect(toEntranceClass({ base: 'fadeIn', mobile: '' }, 'mobile_extra')).toBe('fadeIn');
  });

  it('is zoomIn only when no value is given at all, and none for an empty base value', () => {
    expect(toEntranceClass({}, 'mobile')).toBe('zoomIn');
    expect(toEntranceClass({ base: '' }, 'desktop')).toBe('');
    expect(toEntranceClass({ base: '', tablet: 'fadeIn' }, 'tablet')).toBe('fadeIn');
  });
});
