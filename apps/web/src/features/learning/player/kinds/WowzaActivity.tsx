import type { ActivityPlayerProps } from '../registry.ts';
import { attachHls } from './hls.ts';
import { MediaActivity } from './MediaActivity.tsx';

/**
 * A wowza activity: an HLS stream (`content.url`, an .m3u8) played like a video (resume, speeds, captions, the
 * `media` completion rule), its source put into the element by hls.js.
 */
export function WowzaActivity(props: ActivityPlayerProps) {
  return <MediaActivity {...props} attachSource={attachHls} />;
}
