// The lightbox's icons as inline SVG (no icon font needed), drawn for wisp; classes follow the builder's SVG mode.

const PATHS = {
  close: 'M6 6l12 12M18 6L6 18',
  'chevron-left': 'M15 5l-7 7 7 7',
  'chevron-right': 'M9 5l7 7-7 7',
  'share-arrow': 'M14 5l6 6-6 6M20 11h-8a8 8 0 0 0-8 8',
  'zoom-in-bold': 'M10.5 4a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13zM15.5 15.5L21 21M10.5 7.5v6M7.5 10.5h6',
  'zoom-out-bold': 'M10.5 4a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13zM15.5 15.5L21 21M7.5 10.5h6',
  'frame-expand': 'M4 9V4h5M15 4h5v5M20 15v5h-5M9 20H4v-5',
  'frame-minimize': 'M9 4v5H4M20 9h-5V4M15 20v-5h5M4 15h5v5',
  facebook: 'M14 8h3V4h-3a4 4 0 0 0-4 4v3H7v4h3v6h4v-6h3l1-4h-4V8z',
  twitter: 'M5 4l14 16M19 4L5 20',
  pinterest: 'M12 3a9 9 0 0 0-3 17.5l2-8M9 14.5c3 1.5 7 0 7-4a4 4 0 0 0-8 0',
  'download-bold': 'M12 4v11M7 10l5 5 5-5M5 20h14',
  play: 'M8 5v14l11-7z',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name }: { name: IconName }) {
  return (
    <svg className={`e-font-icon-svg e-eicon-${name}`} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={PATHS[name]} />
    </svg>
  );
}
