// A tiny SCO for the demo packages: finds the LMS's runtime in a parent frame (API for SCORM 1.2, API_1484_11 for
// SCORM 2004), resumes from the saved location and suspend data, shows a few pages and, on "Finish", sets the score
// and the status and commits.
(() => {
  const body = document.body;
  const version = body.getAttribute('data-scorm');
  const pages = Array.from(document.querySelectorAll('section'));
  const score = Number(body.getAttribute('data-score') || '90');

  const findApi = (name) => {
    let win = window;
    for (let hops = 0; win && hops < 10; hops++) {
      try {
        if (win[name]) return win[name];
      } catch {
        // a frame of another origin: keep climbing
      }
      if (win.parent === win) break;
      win = win.parent;
    }
    try {
      return window.opener?.[name] ?? null;
    } catch {
      return null;
    }
  };

  const api = version === '1.2' ? findApi('API') : findApi('API_1484_11');
  const v12 = version === '1.2';
  const call = {
    init: () => api && (v12 ? api.LMSInitialize('') : api.Initialize('')),
    get: (element) => (api ? String(v12 ? api.LMSGetValue(element) : api.GetValue(element)) : ''),
    set: (element, value) =>
      api && (v12 ? api.LMSSetValue(element, String(value)) : api.SetValue(element, String(value))),
    commit: () => api && (v12 ? api.LMSCommit('') : api.Commit('')),
    finish: () => api && (v12 ? api.LMSFinish('') : api.Terminate('')),
  };
  const el = v12
    ? { location: 'cmi.core.lesson_location', status: 'cmi.core.lesson_status', raw: 'cmi.core.score.raw' }
    : { location: 'cmi.location', status: 'cmi.completion_status', raw: 'cmi.score.raw' };

  const status = document.getElementById('status');
  if (!api) status.textContent = 'No LMS runtime found: progress will not be saved.';
  call.init();
  let visited = {};
  try {
    visited = JSON.parse(call.get('cmi.suspend_data') || '{}') || {};
  } catch {
    visited = {};
  }
  let current = Math.min(Math.max(Number(call.get(el.location)) || 0, 0), pages.length - 1);
  if (v12 && call.get(el.status) === 'not attempted') call.set(el.status, 'incomplete');
  if (!v12 && call.get(el.status) !== 'completed') call.set(el.status, 'incomplete');

  const show = (index) => {
    current = index;
    visited[index] = true;
    pages.forEach((page, i) => {
      page.hidden = i !== index;
    });
    document.getElementById('page').textContent = `${index + 1} / ${pages.length}`;
    document.getElementById('previous').disabled = index === 0;
    document.getElementById('next').disabled = index === pages.length - 1;
    call.set(el.location, String(index));
    call.set('cmi.suspend_data', JSON.stringify(visited));
    call.commit();
  };

  document.getElementById('previous').addEventListener('click', () => show(current - 1));
  document.getElementById('next').addEventListener('click', () => show(current + 1));
  document.getElementById('finish').addEventListener('click', () => {
    call.set(el.raw, score);
    if (v12) {
      call.set('cmi.core.score.min', 0);
      call.set('cmi.core.score.max', 100);
      call.set(el.status, score >= 80 ? 'passed' : 'failed');
    } else {
      call.set('cmi.score.min', 0);
      call.set('cmi.score.max', 100);
      call.set('cmi.score.scaled', score / 100);
      call.set('cmi.completion_status', 'completed');
      call.set('cmi.success_status', 'passed');
    }
    call.commit();
    status.textContent = `Finished: score ${score}.`;
    document.getElementById('finish').disabled = true;
  });
  window.addEventListener('pagehide', () => call.finish());
  show(current);
})();
