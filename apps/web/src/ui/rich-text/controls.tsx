import { Button, FileButton, Group, Popover, Stack, TextInput } from '@mantine/core';
import { RichTextEditor as MantineEditor } from '@mantine/tiptap';
import { type Editor, useEditorState } from '@tiptap/react';
import { type KeyboardEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IMAGE_ADDRESS, LINK_ADDRESS } from './extensions.ts';

/** A toolbar icon (Tabler's outline set, MIT), decorative: its button carries the name. */
function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      width={16}
      height={16}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.5}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

const LinkIcon = () => (
  <Icon>
    <path d="M9 15l6 -6" />
    <path d="M11 6l.463 -.536a5 5 0 0 1 7.071 7.072l-.534 .464" />
    <path d="M13 18l-.397 .534a5.068 5.068 0 0 1 -7.127 0a4.972 4.972 0 0 1 0 -7.071l.524 -.463" />
  </Icon>
);
const PhotoIcon = () => (
  <Icon>
    <path d="M15 8h.01" />
    <path d="M3 6a3 3 0 0 1 3 -3h12a3 3 0 0 1 3 3v12a3 3 0 0 1 -3 3h-12a3 3 0 0 1 -3 -3v-12z" />
    <path d="M3 16l5 -5c.928 -.893 2.072 -.893 3 0l5 5" />
    <path d="M14 14l1 -1c.928 -.893 2.072 -.893 3 0l3 3" />
  </Icon>
);
// Enter in a field of the editor's small forms applies it; it must never submit the form the editor sits in.
const onEnter = (apply: () => void) => (event: KeyboardEvent) => {
  if (event.key !== 'Enter') return;
  event.preventDefault();
  apply();
};

/**
 * "Link": a small form for the address (http, https or mailto, the server's schemes) that links the selection, or
 * writes the address as a link where nothing is selected; "Remove the link" inside a link. Ctrl+K opens it too.
 */
export function LinkControl({
  editor,
  opened,
  onOpen,
  onClose,
}: {
  editor: Editor;
  opened: boolean;
  onOpen(): void;
  onClose(): void;
}) {
  const { t } = useTranslation('richText');
  const [address, setAddress] = useState('');
  const [invalid, setInvalid] = useState(false);
  const active = useEditorState({ editor, selector: ({ editor: e }) => e?.isActive('link') ?? false });

  const open = () => {
    setAddress(String(editor.getAttributes('link').href ?? ''));
    setInvalid(false);
    onOpen();
  };
  const apply = () => {
    const href = address.trim();
    if (!LINK_ADDRESS.test(href)) {
      setInvalid(true);
      return;
    }
    const chain = editor.chain().focus().extendMarkRange('link');
    if (editor.state.selection.empty && !editor.isActive('link'))
      chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }).run();
    else chain.setLink({ href }).run();
    onClose();
  };
  const remove = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    onClose();
  };

  return (
    <Popover
      opened={opened}
      onChange={(next) => !next && onClose()}
      trapFocus
      returnFocus
      withinPortal
      shadow="md"
    >
      <Popover.Target>
        <MantineEditor.Control
          aria-label={t('link.button')}
          title={t('link.button')}
          aria-haspopup="dialog"
          aria-expanded={opened}
          active={active ?? false}
          onClick={() => (opened ? onClose() : open())}
        >
          <LinkIcon />
        </MantineEditor.Control>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" w={300}>
          <TextInput
            label={t('link.address')}
            description={t('link.hint')}
            type="url"
            value={address}
            onChange={(event) => {
              setAddress(event.currentTarget.value);
              setInvalid(false);
            }}
            onKeyDown={onEnter(apply)}
            error={invalid ? t('link.invalid') : undefined}
            data-autofocus
          />
          <Group gap="xs">
            <Button size="xs" onClick={apply}>
              {t('link.apply')}
            </Button>
            {active && (
              <Button size="xs" variant="default" onClick={remove}>
                {t('link.remove')}
              </Button>
            )}
            <Button size="xs" variant="subtle" onClick={onClose}>
              {t('link.cancel')}
            </Button>
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

/** "Image" by address: an https address and its description (the image's `alt`), inserted at the caret. */
export function ImageAddressControl({ editor }: { editor: Editor }) {
  const { t } = useTranslation('richText');
  const [opened, setOpened] = useState(false);
  const [address, setAddress] = useState('');
  const [alt, setAlt] = useState('');
  const [invalid, setInvalid] = useState(false);
  const close = () => setOpened(false);
  const open = () => {
    setAddress('');
    setAlt('');
    setInvalid(false);
    setOpened(true);
  };
  const insert = () => {
    const src = address.trim();
    if (!IMAGE_ADDRESS.test(src)) {
      setInvalid(true);
      return;
    }
    editor.chain().focus().setImage({ src, alt: alt.trim() }).run();
    close();
  };
  return (
    <Popover
      opened={opened}
      onChange={(next) => !next && close()}
      trapFocus
      returnFocus
      withinPortal
      shadow="md"
    >
      <Popover.Target>
        <MantineEditor.Control
          aria-label={t('image.button')}
          title={t('image.button')}
          aria-haspopup="dialog"
          aria-expanded={opened}
          onClick={() => (opened ? close() : open())}
        >
          <PhotoIcon />
        </MantineEditor.Control>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" w={300}>
          <TextInput
            label={t('image.address')}
            description={t('image.hint')}
            type="url"
            value={address}
            onChange={(event) => {
              setAddress(event.currentTarget.value);
              setInvalid(false);
            }}
            onKeyDown={onEnter(insert)}
            error={invalid ? t('image.invalid') : undefined}
            data-autofocus
          />
          <TextInput
            label={t('image.alt')}
            description={t('image.altHint')}
            value={alt}
            onChange={(event) => setAlt(event.currentTarget.value)}
            onKeyDown={onEnter(insert)}
          />
          <Group gap="xs">
            <Button size="xs" onClick={insert}>
              {t('image.insert')}
            </Button>
            <Button size="xs" variant="subtle" onClick={close}>
              {t('image.cancel')}
            </Button>
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

/**
 * "Upload an image": the file picked goes to the caller's upload (the server checks it by content) and its address
 * is written in at the caret, described by the file's name. What happens is announced by `onStatus`.
 */
export function ImageUploadControl({
  editor,
  upload,
  onStatus,
}: {
  editor: Editor;
  upload(file: File): Promise<string>;
  onStatus(note: string): void;
}) {
  const { t } = useTranslation('richText');
  const [busy, setBusy] = useState(false);
  const send = (file: File | null) => {
    if (!file) return;
    setBusy(true);
    onStatus(t('image.uploading'));
    upload(file).then(
      (src) => {
        const alt = file.name.replace(/\.[^.]+$/, '');
        editor.chain().focus().setImage({ src, alt }).run();
        onStatus(t('image.added'));
        setBusy(false);
      },
      // the caller shows why (its mutation's error)
      () => {
        onStatus('');
        setBusy(false);
      },
    );
  };
  return (
    <FileButton onChange={send} accept="image/png,image/jpeg,image/webp,image/gif">
      {(props) => (
        <MantineEditor.Control
          {...props}
          aria-label={t('image.upload')}
          title={t('image.upload')}
          disabled={busy}
        >
          <PhotoIcon />
        </MantineEditor.Control>
      )}
    </FileButton>
  );
}
