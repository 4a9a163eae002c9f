/** A third party's player in a 16:9 (or `aspectRatio`) box, sending no more than the origin as referrer. */
export function EmbedFrame({
  src,
  title,
  allow,
  aspectRatio = '16 / 9',
}: {
  src: string;
  title: string;
  allow: string;
  aspectRatio?: string;
}) {
  return (
    <div style={{ position: 'relative', width: '100%', aspectRatio }}>
      <iframe
        src={src}
        title={title}
        allow={allow}
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
      />
    </div>
  );
}
