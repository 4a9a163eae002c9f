import type { AttachSource } from './MediaActivity.tsx';

/**
 * An HLS stream into a media element: hls.js wherever Media Source Extensions exist (its documented order: one
 * player, the same adaptive bitrate and error recovery in every browser), else the browser's own HLS (iPhones before
 * iOS 17.1). hls.js and its worker are chunks of their own, loaded only here; the worker is served from our origin
 * (the policy's `worker-src 'self'`).
 */
export const attachHls: AttachSource = async (element, url, onFatal) => {
  const [{ default: Hls }, { default: workerPath }] = await Promise.all([
    import('hls.js'),
    import('hls.js/dist/hls.worker.js?url'),
  ]);
  if (Hls.isSupported()) {
    const hls = new Hls({ workerPath });
    let recovered = false;
    hls.on(Hls.Events.ERROR, (_event, data) => {
      if (!data.fatal) return;
      // a decoding error is recovered once; a stream that cannot be loaded stops
      if (data.type === Hls.ErrorTypes.MEDIA_ERROR && !recovered) {
        recovered = true;
        hls.recoverMediaError();
        return;
      }
      onFatal(data.error ?? new Error(data.details));
    });
    hls.loadSource(url);
    hls.attachMedia(element);
    return () => hls.destroy();
  }
  if (element.canPlayType('application/vnd.apple.mpegurl')) {
    element.src = url;
    return () => {
      element.removeAttribute('src');
      element.load();
    };
  }
  throw new Error('this browser plays no HLS stream');
};
