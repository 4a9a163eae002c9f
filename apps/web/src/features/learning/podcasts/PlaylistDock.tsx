import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ensureNamespace } from '../../../i18n/namespaces.ts';
import { useSession } from '../../identity/index.ts';
import { learningNamespace } from '../namespace.ts';
import { playlist, playlistOwner, usePlaylist } from './playlist.ts';

const MiniPlayer = lazy(() => import('./MiniPlayer.tsx').then((m) => ({ default: m.MiniPlayer })));

/**
 * The learning feature's part of the main layout's dock (WebFeature `mainDock`): nothing until the learner queues a
 * podcast episode; then the mini player (its own chunk) with the learning texts.
 */
export function PlaylistDock() {
  const session = useSession();
  const { i18n } = useTranslation();
  const state = usePlaylist();
  const [textsReady, setTextsReady] = useState(false);
  const owner = session ? playlistOwner(session.user.id, session.client?.id) : null;
  const show = owner !== null && state.owner === owner && state.queue.length > 0;

  // someone else signed in in this tab: their queue starts empty
  useEffect(() => {
    if (owner) playlist.claim(owner);
  }, [owner]);

  useEffect(() => {
    if (!show) return;
    let live = true;
    void ensureNamespace(i18n, learningNamespace).then(() => live && setTextsReady(true));
    return () => {
      live = false;
    };
  }, [show, i18n]);

  if (!show || !textsReady) return null;
  return (
    <Suspense fallback={null}>
      <MiniPlayer />
    </Suspense>
  );
}
