// Elevar SCORM bridge (see bridge.html). The fragment carries `sco` (the SCO's launch URL, on this origin), `lms` (the
// app's origin: the only one this page posts to and hears from) and `version`.
(() => {
  const params = new URLSearchParams(window.location.hash.slice(1));
  const lms = params.get('lms');
  const sco = params.get('sco');
  const fail = (message) => {
    document.body.textContent = message;
  };
  let target;
  try {
    target = new URL(sco, window.location.href);
  } catch {
    target = null;
  }
  // only a SCO of this origin, only for an app that frames us (another origin: the package never reaches the app)
  if (
    !lms ||
    !target ||
    target.origin !== window.location.origin ||
    window.parent === window ||
    !window.CrossFrameAPI
  )
    return fail('This content cannot be opened here.');

  const api = new window.CrossFrameAPI(lms, window.parent, { timeout: 15000 });
  window.API = api;
  window.API_1484_11 = api;

  // SCOs read their data synchronously (GetValue right after Initialize): the SCO opens only once the API's cache
  // holds the runtime's data (the learner, the saved location and suspend_data), asked of the app's page first.
  const id = `seed-${Date.now()}-${Math.random().toString(36).slice(2)}`;
  const onSeed = (event) => {
    if (event.origin !== lms || event.source !== window.parent) return;
    const data = event.data;
    if (!data || data.messageId !== id) return;
    window.removeEventListener('message', onSeed);
    const cache = api._cache;
    if (data.result && typeof data.result === 'object' && cache instanceof Map)
      for (const [key, value] of Object.entries(data.result))
        if (typeof value === 'string' || typeof value === 'number') cache.set(key, String(value));
    const frame = document.createElement('iframe');
    frame.title = document.title;
    frame.allow = 'fullscreen; autoplay';
    frame.src = target.href;
    document.body.appendChild(frame);
  };
  window.addEventListener('message', onSeed);
  window.parent.postMessage({ messageId: id, method: 'getFlattenedCMI', params: [] }, lms);
})();
