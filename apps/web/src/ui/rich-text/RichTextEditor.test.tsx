import type { LanguageCode } from '@elevar/domain';
import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../i18n/index.ts';
import {
  EDITOR_LOAD,
  editorOf,
  replaceRichText,
  selectAllRichText,
  typeRichText,
} from '../../test/richText.ts';
import { RichTextEditor, type RichTextEditorProps } from '../RichTextEditor.tsx';

type Options = Partial<RichTextEditorProps> & { initial?: string; language?: LanguageCode };

/** A field with the editor, what it gives shown beside it, and a reset to another text (as a form's). */
function Harness({ initial = '', ...props }: Omit<Options, 'language'>) {
  const [html, setHtml] = useState(initial);
  return (
    <>
      <RichTextEditor
        label="Texto"
        description="O corpo da notícia."
        {...props}
        value={html}
        onChange={setHtml}
      />
      <output data-testid="html">{html}</output>
      <button type="button" onClick={() => setHtml('<p>Do servidor</p>')}>
        Recarregar
      </button>
    </>
  );
}

async function renderEditor({ language = 'pt-BR', ...options }: Options = {}) {
  const i18n = await createI18n(language);
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <Harness {...options} />
      </MantineProvider>
    </I18nextProvider>,
  );
  const box = await screen.findByRole('textbox', { name: 'Texto' }, EDITOR_LOAD);
  return { box, html: () => screen.getByTestId('html').textContent };
}

const button = (name: string) => screen.getByRole('button', { name });
// happy-dom lays nothing out, so the popovers' positioning takes their toolbar for hidden and hides them: the link
// and image forms are found with `hidden: true`

describe('the rich-text editor', { timeout: 20_000 }, () => {
  it('names and describes its editable area and offers only what the server’s allow-list keeps', async () => {
    const { box } = await renderEditor({ maxLength: 100, withSource: true });
    expect(box.getAttribute('aria-multiline')).toBe('true');
    const described = (box.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual([
      'O corpo da notícia.',
      '0 de 100 caracteres, com a formatação',
      'Ctrl+B negrito, Ctrl+I itálico, Ctrl+K link. Tab sai do editor.',
    ]);
    const toolbar = screen.getByRole('toolbar', { name: 'Formatação: Texto' });
    expect(
      within(toolbar)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label') ?? b.textContent),
    ).toEqual([
      'Negrito',
      'Itálico',
      'Sublinhado',
      'Tachado',
      'Limpar a formatação',
      'Título de seção',
      'Subtítulo',
      'Subtítulo menor',
      'Lista com marcadores',
      'Lista numerada',
      'Citação',
      'Linha horizontal',
      'Link',
      'Imagem',
      'Desfazer',
      'Refazer',
      'Editar o HTML',
    ]);
  });

  it.each([
    ['en-US', ['Bold', 'Bulleted list', 'Link', 'Image'], 'Formatting: Texto'],
    ['es-ES', ['Negrita', 'Lista con viñetas', 'Enlace', 'Imagen'], 'Formato: Texto'],
    ['fr-FR', ['Gras', 'Liste à puces', 'Lien', 'Image'], 'Mise en forme : Texto'],
  ] as const)('labels its toolbar in %s', async (language, names, toolbar) => {
    await renderEditor({ language });
    expect(screen.getByRole('toolbar', { name: toolbar })).toBeTruthy();
    for (const name of names) expect(button(name)).toBeTruthy();
  });

  it('makes bold, headings, lists and quotes with the toolbar and gives their HTML', async () => {
    const { box, html } = await renderEditor({ initial: '<p>Metas</p>' });
    selectAllRichText(box);
    fireEvent.click(button('Negrito'));
    await waitFor(() => expect(html()).toBe('<p><strong>Metas</strong></p>'));
    expect(button('Negrito').getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(button('Título de seção'));
    await waitFor(() => expect(html()).toBe('<h2><strong>Metas</strong></h2>'));
    fireEvent.click(button('Título de seção'));
    fireEvent.click(button('Lista com marcadores'));
    await waitFor(() => expect(html()).toBe('<ul><li><p><strong>Metas</strong></p></li></ul>'));
    fireEvent.click(button('Lista numerada'));
    await waitFor(() => expect(html()).toBe('<ol><li><p><strong>Metas</strong></p></li></ol>'));
    fireEvent.click(button('Lista numerada'));
    fireEvent.click(button('Citação'));
    await waitFor(() => expect(html()).toBe('<blockquote><p><strong>Metas</strong></p></blockquote>'));
  });

  it('links the selection to an http(s) or mailto address and refuses any other', async () => {
    const { box, html } = await renderEditor({ initial: '<p>Leia o regulamento</p>' });
    selectAllRichText(box);
    fireEvent.click(button('Link'));
    const dialog = await screen.findByRole('dialog', { hidden: true });
    const address = await within(dialog).findByRole('textbox', { name: /Endereço do link/, hidden: true });
    fireEvent.change(address, { target: { value: 'javascript:alert(1)' } });
    fireEvent.keyDown(address, { key: 'Enter' });
    expect(
      await within(dialog).findByText('Use um endereço que comece com https://, http:// ou mailto:'),
    ).toBeTruthy();
    expect(html()).toBe('<p>Leia o regulamento</p>');
    fireEvent.change(address, { target: { value: 'https://example.com/regras' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Aplicar o link', hidden: true }));
    await waitFor(() =>
      expect(html()).toBe(
        '<p><a target="_blank" rel="noopener noreferrer nofollow" href="https://example.com/regras">Leia o regulamento</a></p>',
      ),
    );
    // inside the link, the same button offers to remove it
    fireEvent.click(button('Link'));
    const again = await screen.findByRole('dialog', { hidden: true });
    expect(
      (
        (await within(again).findByRole('textbox', {
          name: /Endereço do link/,
          hidden: true,
        })) as HTMLInputElement
      ).value,
    ).toBe('https://example.com/regras');
    fireEvent.click(within(again).getByRole('button', { name: 'Remover o link', hidden: true }));
    await waitFor(() => expect(html()).toBe('<p>Leia o regulamento</p>'));
  });

  it('writes an address typed with nothing selected as a link, and opens the link form with Ctrl+K', async () => {
    const { box, html } = await renderEditor();
    typeRichText(box, 'Site: ');
    fireEvent.keyDown(box, { key: 'k', ctrlKey: true });
    const dialog = await screen.findByRole('dialog', { hidden: true });
    fireEvent.change(await within(dialog).findByRole('textbox', { name: /Endereço do link/, hidden: true }), {
      target: { value: 'mailto:ajuda@example.com' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Aplicar o link', hidden: true }));
    await waitFor(() =>
      expect(html()).toBe(
        '<p>Site: <a target="_blank" rel="noopener noreferrer nofollow" href="mailto:ajuda@example.com">mailto:ajuda@example.com</a></p>',
      ),
    );
  });

  it('inserts an image by its https address with its description', async () => {
    const { html } = await renderEditor({ initial: '<p>Vitrine</p>' });
    fireEvent.click(button('Imagem'));
    const dialog = await screen.findByRole('dialog', { hidden: true });
    const address = await within(dialog).findByRole('textbox', { name: /Endereço da imagem/, hidden: true });
    fireEvent.change(address, { target: { value: 'http://example.com/vitrine.png' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Inserir a imagem', hidden: true }));
    expect(await within(dialog).findByText('Use um endereço que comece com https://')).toBeTruthy();
    fireEvent.change(address, { target: { value: 'https://example.com/vitrine.png' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Descrição da imagem/, hidden: true }), {
      target: { value: 'A vitrine da loja' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Inserir a imagem', hidden: true }));
    await waitFor(() =>
      expect(html()).toContain('<img src="https://example.com/vitrine.png" alt="A vitrine da loja">'),
    );
  });

  it('uploads a picked image through the caller and writes in the address it answers', async () => {
    const sent: File[] = [];
    const { html } = await renderEditor({
      onImageUpload: async (file) => {
        sent.push(file);
        return '/api/v1/files/abc?sig=xyz';
      },
    });
    expect(screen.queryByRole('button', { name: 'Imagem' })).toBeNull();
    fireEvent.click(button('Enviar uma imagem'));
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    const file = new File([new Uint8Array([1, 2, 3])], 'vitrine.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [file] } });
    await waitFor(() => expect(html()).toContain('<img src="/api/v1/files/abc?sig=xyz" alt="vitrine">'));
    expect(sent).toEqual([file]);
    expect(await screen.findByText('Imagem adicionada ao texto.')).toBeTruthy();
  });

  it('lets Tab leave the editor, even inside a list', async () => {
    const { box, html } = await renderEditor({ initial: '<ul><li><p>um</p></li><li><p>dois</p></li></ul>' });
    act(() => {
      editorOf(box).commands.focus('end');
    });
    // the caret at the end of the second item, where tiptap's own Tab would nest it
    expect(fireEvent.keyDown(box, { key: 'Tab' })).toBe(true);
    expect(fireEvent.keyDown(box, { key: 'Tab', shiftKey: true })).toBe(true);
    expect(html()).toBe('<ul><li><p>um</p></li><li><p>dois</p></li></ul>');
  });

  it('shows the HTML that will be saved and takes edits to it', async () => {
    const { html } = await renderEditor({ initial: '<p>Oi</p>', withSource: true });
    const toggle = button('Editar o HTML');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    const source = screen.getByRole('textbox', { name: /Texto \(HTML\)/ }) as HTMLTextAreaElement;
    expect(source.value).toBe('<p>Oi</p>');
    // the formatting buttons wait while the HTML is edited
    expect(screen.queryByRole('button', { name: 'Negrito' })).toBeNull();
    fireEvent.change(source, { target: { value: '<p>Oi <em>todos</em></p>' } });
    expect(html()).toBe('<p>Oi <em>todos</em></p>');
    fireEvent.click(toggle);
    const box = screen.getByRole('textbox', { name: 'Texto' });
    expect(box.querySelector('em')?.textContent).toBe('todos');
  });

  it('keeps only the allow-listed formatting of what is pasted, and is empty when nothing is written', async () => {
    const { box, html } = await renderEditor();
    replaceRichText(
      box,
      '<h1>Título</h1><p><code>x</code> <span style="color:red" onclick="alert(1)">y</span></p><pre>z</pre><script>alert(1)</script>',
    );
    await waitFor(() => expect(html()).toBe('<p>Título</p><p>x y</p><p>z</p>'));
    replaceRichText(box, '');
    await waitFor(() => expect(html()).toBe(''));
  });

  it('takes a text set from outside (a form reset) in place of what was written', async () => {
    const { box } = await renderEditor({ initial: '<p>Rascunho</p>' });
    typeRichText(box, ' editado');
    fireEvent.click(button('Recarregar'));
    await waitFor(() => expect(box.innerHTML).toBe('<p>Do servidor</p>'));
  });

  it('counts the HTML against its limit and says when it is over', async () => {
    const { box } = await renderEditor({ initial: '<p>Oi</p>', maxLength: 20 });
    expect(screen.getByText('9 de 20 caracteres, com a formatação')).toBeTruthy();
    typeRichText(box, ' e bom dia a todos');
    expect(await screen.findByText('O texto passou de 20 caracteres com a formatação.')).toBeTruthy();
    await waitFor(() => expect(box.getAttribute('aria-invalid')).toBe('true'));
  });
});
