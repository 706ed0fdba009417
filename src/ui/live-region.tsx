// The page's one polite live region as a component, in a host wisp adds to the body: news without an element of its own.
import { useLayoutEffect, useState } from 'react';
import { render } from 'react-dom';

/** Visually hidden but read: the page builder's own `elementor-screen-only` class may not be on every page. */
const HIDDEN = {
  position: 'absolute', width: '1px', height: '1px', margin: '-1px', padding: 0, overflow: 'hidden',
  clipPath: 'inset(50%)', whiteSpace: 'nowrap', border: 0,
} as const;

/** One piece of news; a new object each time, so the same text twice is announced twice. */
export type News = { text: string };

/**
 * Empties the region first, then writes the news in the next frame: a region whose text changes within one task may
 * be read once or not at all.
 */
export function LiveRegion({ news }: { news: News | null }) {
  const [text, setText] = useState('');
  useLayoutEffect(() => {
    setText('');
    if (!news) return;
    const frame = requestAnimationFrame(() => setText(news.text));
    return () => cancelAnimationFrame(frame);
  }, [news]);
  return <div role="status" aria-live="polite" data-wisp-live="" style={HIDDEN}>{text}</div>;
}

let host: HTMLElement | null = null;

/** Tells screen-reader users `text` without moving focus. */
export function showNews(text: string): void {
  if (!host?.isConnected) {
    host = document.createElement('div');
    document.body.append(host);
  }
  render(<LiveRegion news={{ text }} />, host);
}
