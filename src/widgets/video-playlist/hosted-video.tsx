// The `<video>` wisp puts in place of a hosted item's placeholder, as a component; loaded when such an item first plays.
import { toElement } from '../../ui/render-detached.ts';

type Source = { src: string; type: string | null };

/** Native controls, one source, and the original's fallback text for browsers without video. */
export function HostedVideo({ source }: { source: Source }) {
  return (
    <video controls>
      <source src={source.src} type={source.type ?? undefined} />
      Sorry, your browser doesn't support embedded videos.
    </video>
  );
}

export const toHostedVideo = (source: Source): HTMLVideoElement => toElement(<HostedVideo source={source} />) as HTMLVideoElement;
