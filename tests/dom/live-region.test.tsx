import { act } from 'preact/test-utils';
import { render } from 'react-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { LiveRegion, showNews } from '../../src/ui/live-region.tsx';

let host: HTMLElement;
const nextFrame = () => act(() => new Promise<void>((done) => requestAnimationFrame(() => done())));

afterEach(() => {
  if (host) act(() => void render(null, host));
  host?.remove();
  document.body.replaceChildren();
});

describe('the live region component', () => {
  it('is a polite status region, hidden from sight but not from screen readers', () => {
    host = document.body.appendChild(document.createElement('div'));
    act(() => void render(<LiveRegion news={null} />, host));
    const region = host.firstElementChild as HTMLElement;
    expect([region.getAttribute('role'), region.getAttribute('aria-live'), region.hasAttribute('data-wisp-live')]).toEqual(['status', 'polite', true]);
    expect([region.style.position, region.style.width, region.style.overflow, region.style.clipPath]).toEqual(['absolute', '1px', 'hidden', 'inset(50%)']);
    expect(region.hasAttribute('aria-hidden')).toBe(false);
  });

  it('writes the news in the frame after it empties the region, so the same text twice is read twice', async () => {
    host = document.body.appendChild(document.createElement('div'));
    const region = () => host.firstElementChild as HTMLElement;
    act(() => void render(<LiveRegion news={{ text: 'Could not load.' }} />, host));
    expect(region().textContent).toBe('');
    await nextFrame();
    expect(region().textContent).toBe('Could not load.');
    act(() => void render(<LiveRegion news={{ text: 'Could not load.' }} />, host));
    expect(region().textContent).toBe('');
    await nextFrame();
    expect(region().textContent).toBe('Could not load.');
  });

  it('keeps one region for the page however many announcements come, and makes a new one if the page dropped it', async () => {
    act(() => showNews('One.'));
    act(() => showNews('Two.'));
    await nextFrame();
    expect([...document.querySelectorAll('[data-wisp-live]')].map((region) => region.textContent)).toEqual(['Two.']);
    document.body.replaceChildren();
    act(() => showNews('Three.'));
    await nextFrame();
    expect([...document.querySelectorAll('[data-wisp-live]')].map((region) => region.textContent)).toEqual(['Three.']);
  });
});
