// The demo HTML package's one script: counts the steps ticked. It runs on the content origin (another host than the
// app's), so it could not read the app's cookies or storage even if it tried.
const boxes = [...document.querySelectorAll('input[type="checkbox"]')];
const status = document.getElementById('status');
function update() {
  const done = boxes.filter((box) => box.checked).length;
  status.textContent = `${done} of ${boxes.length} steps done.`;
  status.className = done === boxes.length ? 'done' : '';
}
for (const box of boxes) box.addEventListener('change', update);
update();
