import { get, put } from '../api.js';
import { busy, el, field, notice, parseJson } from '../ui.js';

export async function render(main) {
  const current = await get('/v1/model-routes');
  const { channel_disclosed: _c, ...routes } = current;
  const editor = field(
    'Aliases and fallback chains (JSON)',
    el(
      'textarea',
      { class: 'code', id: 'routes-json', spellcheck: 'false' },
      JSON.stringify(routes, null, 2),
    ),
    'Each alias lists its targets in order; the next one serves when the one before fails. Provider keys are write-only: they are sealed and never shown again.',
  );
  const out = el('div', { 'aria-live': 'polite' });
  const save = el('button', { type: 'submit' }, 'Save routes');
  const form = el(
    'form',
    {
      class: 'panel',
      onsubmit: (e) => {
        e.preventDefault();
        void busy(save, out, async () => {
          const body = parseJson(editor.input.value);
          await put('/v1/model-routes', body);
          out.replaceChildren(notice('Routes saved (and audited).', 'ok'));
        });
      },
    },
    editor.wrap,
    el('div', { class: 'actions' }, save),
  );
  main.append(form, out);
}
