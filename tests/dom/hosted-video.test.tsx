import { act } from 'preact/test-utils';
import { render } from 'react-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { HostedVideo, toHostedVideo } from '../../src/widgets/video-playlist/hosted-video.tsx';

let host: HTMLElement | null = null;

afterEach(() => {
  if (host) act(() => void render(null, host!));
  host?.remove();
  host = null;
  document.body.replaceChildren();
});

describe('the hosted video component', () => {
  it('draws a video with native controls, one typed source and the fallback text', () => {
    host = document.body.appendChild(document.createElement('div'));
    act(() => void render(<HostedVideo source={{ src: 'https://example.com/a.mp4', type: 'video/mp4' }} />, host!));
    const video = host.querySelector('video')!;
    expect(video.controls).toBe(true);
    expect([...video.querySelectorAll('source')].map((source) => [source.getAttribute('src'), source.getAttribute('type')])).toEqual([['https://example.com/a.mp4', 'video/mp4']]);
    expect(video.textContent).toBe("Sorry, your browser doesn't support embedded videos.");
  });

  it('leaves out the type a URL does not tell, and hands back a detached element to put in the placeholder', () => {
    document.body.innerHTML = '<div class="panel"><div class="placeholder"></div><p>kept</p></div>';
    const video = toHostedVideo({ src: 'https://example.com/clip', type: null });
    document.querySelector('.placeholder')!.replaceWith(video);
    expect([...document.querySelector('.panel')!.children].map((child) => child.localName)).toEqual(['video', 'p']);
    expect(video.querySelector('source')?.hasAttribute('type')).toBe(false);
  });
});
