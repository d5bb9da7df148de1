import { get, post, put } from '../api.js';
import { busy, el, field, notice, parseJson, when } from '../ui.js';

export async function render(main) {
  const t = await get('/v1/admin/detection-tuning');
  const editor = field(
    'Baseline (JSON)',
    el(
      'textarea',
      { class: 'code', id: 'tuning-json', spellcheck: 'false' },
      JSON.stringify(t.tuning ?? {}, null, 2),
    ),
    'Per-flag thresholds and engine weights for every tenant; tenants refine them in their policy.',
  );
  const out = el('div', { 'aria-live': 'polite' });
  const save = el('button', { type: 'submit' }, 'Save baseline');
  const reload = el('button', { type: 'button', class: 'secondary' }, 'Reload from disk');
  reload.addEventListener(
    'click',
    () =>
      void busy(reload, out, async () => {
        const r = await post('/v1/admin/detection-tuning/reload');
        out.replaceChildren(notice(`Reloaded: digest ${r.digest}.`, 'ok'));
      }),
  );
  const form = el(
    'form',
    {
      class: 'panel',
      onsubmit: (e) => {
        e.preventDefault();
        void busy(save, out, async () => {
          const body = parseJson(editor.input.value);
          const r = await put('/v1/admin/detection-tuning', body);
          out.replaceChildren(notice(`Saved: digest ${r.digest}.`, 'ok'));
        });
      },
    },
    el('p', {}, `Digest ${t.digest} · source ${t.source} · loaded `, when(t.loaded_at)),
    editor.wrap,
    el('div', { class: 'actions' }, save, reload),
  );
  main.append(form, out);
}
