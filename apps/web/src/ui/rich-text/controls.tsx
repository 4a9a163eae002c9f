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

/** An address being typed in a control's form, refused when it does not match what the server keeps. */
function useAddress(pattern: RegExp) {
  const [value, setValue] = useState('');
  const [invalid, setInvalid] = useState(false);
  const change = (next: string) => {
    setValue(next);
    setInvalid(false);
  };
  /** The address, trimmed, or null (and said so) when the server would not keep it. */
  const checked = () => {
    const address = value.trim();
    if (pattern.test(address)) return address;
    setInvalid(true);
    return null;
  };
  return { value, invalid, change, checked };
}

/** The address field of a control's form, focused when it opens; Enter applies the form. */
function AddressInput({
  label,
  hint,
  invalidText,
  address,
  onApply,
}: {
  label: string;
  hint: string;
  invalidText: string;
  address: ReturnType<typeof useAddress>;
  onApply(): void;
}) {
  return (
    <TextInput
      label={label}
      description={hint}
      type="url"
      value={address.value}
      onChange={(event) => address.change(event.currentTarget.value)}
      onKeyDown={onEnter(onApply)}
      error={address.invalid ? invalidText : undefined}
      data-autofocus
    />
  );
}

/** A toolbar button that opens a small form beside it: the focus stays in the form, and goes back on closing. */
function ControlForm({
  label,
  icon,
  opened,
  active = false,
  onOpen,
  onClose,
  children,
}: {
  label: string;
  icon: ReactNode;
  opened: boolean;
  active?: boolean;
  onOpen(): void;
  onClose(): void;
  children: ReactNode;
}) {
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
          aria-label={label}
          title={label}
          aria-haspopup="dialog"
          aria-expanded={opened}
          active={active}
          onClick={() => (opened ? onClose() : onOpen())}
        >
          {icon}
        </MantineEditor.Control>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" w={300}>
          {children}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

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
  const address = useAddress(LINK_ADDRESS);
  const active =
    useEditorState({ editor, selector: ({ editor: e }) => e?.isActive('link') ?? false }) ?? false;

  const apply = () => {
    const href = address.checked();
    if (href === null) return;
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
    <ControlForm
      label={t('link.button')}
      icon={<LinkIcon />}
      opened={opened}
      active={active}
      onOpen={() => {
        address.change(String(editor.getAttributes('link').href ?? ''));
        onOpen();
      }}
      onClose={onClose}
    >
      <AddressInput
        label={t('link.address')}
        hint={t('link.hint')}
        invalidText={t('link.invalid')}
        address={address}
        onApply={apply}
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
    </ControlForm>
  );
}

/** "Image" by address: an https address and its description (the image's `alt`), inserted at the caret. */
export function ImageAddressControl({ editor }: { editor: Editor }) {
  const { t } = useTranslation('richText');
  const [opened, setOpened] = useState(false);
  const address = useAddress(IMAGE_ADDRESS);
  const [alt, setAlt] = useState('');
  const close = () => setOpened(false);
  const insert = () => {
    const src = address.checked();
    if (src === null) return;
    editor.chain().focus().setImage({ src, alt: alt.trim() }).run();
    close();
  };
  return (
    <ControlForm
      label={t('image.button')}
      icon={<PhotoIcon />}
      opened={opened}
      onOpen={() => {
        address.change('');
        setAlt('');
        setOpened(true);
      }}
      onClose={close}
    >
      <AddressInput
        label={t('image.address')}
        hint={t('image.hint')}
        invalidText={t('image.invalid')}
        address={address}
        onApply={insert}
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
    </ControlForm>
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
