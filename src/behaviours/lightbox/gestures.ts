// Pointer gestures on the slides: a swipe (touch, pen or mouse drag) moves between slides; while zoomed a drag pans.
import { useRef, useState } from 'react';

/** 50 px: a deliberate horizontal movement, not a shaky tap. */
const SWIPE_PX = 50;
/** 2.5: close to Swiper's default maximum ratio (3) while keeping most of a phone photo on screen. */
const ZOOM_SCALE = 2.5;

type Point = { x: number; y: number };
type Start = { id: number; x: number; y: number; pan: Point };

type Gestures = {
  /** The active picture's transform while zoomed, else null. */
  transform: string | null;
  zoomed: boolean;
  setZoomed(on: boolean): void;
  /** For the slides' wrapper. */
  surface: {
    onPointerDown(event: PointerEvent): void;
    onPointerMove(event: PointerEvent): void;
    onPointerUp(event: PointerEvent): void;
    onPointerCancel(): void;
  };
  /** For the dialog, in the capture phase: the click that ends a drag must not close the lightbox. */
  onClickCapture(event: MouseEvent): void;
};

export function useGestures(onSwipe: (delta: 1 | -1) => void): Gestures {
  const [zoomed, setZoomedState] = useState(false);
  const [pan, setPan] = useState<Point>({ x: 0, y: 0 });
  const start = useRef<Start | null>(null);
  const swallowClick = useRef(false);
  const setZoomed = (on: boolean) => {
    setZoomedState(on);
    setPan({ x: 0, y: 0 });
  };
  return {
    zoomed,
    setZoomed,
    transform: zoomed ? `translate(${pan.x}px, ${pan.y}px) scale(${ZOOM_SCALE})` : null,
    surface: {
      onPointerDown(event) {
        swallowClick.current = false;
        start.current = event.isPrimary ? { id: event.pointerId, x: event.clientX, y: event.clientY, pan } : null;
      },
      onPointerMove(event) {
        const from = start.current;
        if (!zoomed || !from || from.id !== event.pointerId) return;
        setPan({ x: from.pan.x + (event.clientX - from.x) / ZOOM_SCALE, y: from.pan.y + (event.clientY - from.y) / ZOOM_SCALE });
      },
      onPointerUp(event) {
        const from = start.current;
        if (!from || from.id !== event.pointerId) return;
        start.current = null;
        const dx = event.clientX - from.x;
        const dy = event.clientY - from.y;
        if (Math.abs(dx) < SWIPE_PX && Math.abs(dy) < SWIPE_PX) return;
        swallowClick.current = true;
        // While zoomed a drag pans the picture instead.
        if (zoomed || Math.abs(dx) <= Math.abs(dy)) return;
        const rtl = document.documentElement.dir === 'rtl';
        onSwipe((dx < 0) !== rtl ? 1 : -1);
      },
      onPointerCancel() {
        start.current = null;
      },
    },
    onClickCapture(event) {
      if (!swallowClick.current) return;
      swallowClick.current = false;
      event.stopPropagation();
    },
  };
}
