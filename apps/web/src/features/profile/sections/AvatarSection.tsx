import '@mantine/core/styles/Avatar.css';
import type { Profile } from '@elevar/contract';
import { errorMessage as catalogueMessage, fileExtension } from '@elevar/domain';
import { Alert, Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { currentLanguage } from '../../../i18n/index.ts';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { useRemoveAvatar, useUploadAvatar } from '../api.ts';
import { ProfileGate } from '../components/ProfileGate.tsx';
import { useProfileTranslation } from '../i18n.ts';

/** What the picker offers and the quick check before upload; the server checks the content and decides. */
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
const AVATAR_EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif', 'webp'];
/** The server's default limit (AVATAR_MAX_BYTES); a bigger file would only be refused after the upload. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;

export function avatarProblem(file: File): 'profile.image_invalid' | 'profile.image_too_large' | null {
  const typeOk = file.type
    ? (AVATAR_TYPES as readonly string[]).includes(file.type)
    : AVATAR_EXTENSIONS.includes(fileExtension(file.name));
  if (!typeOk) return 'profile.image_invalid';
  if (file.size > AVATAR_MAX_BYTES) return 'profile.image_too_large';
  return null;
}

/** The profile picture: choose an image, see it, send it; or remove the current one. */
export function AvatarSection() {
  return <ProfileGate>{(profile) => <AvatarEditor profile={profile} />}</ProfileGate>;
}

type Notice = 'uploaded' | 'removed' | null;

function AvatarEditor({ profile }: { profile: Profile }) {
  const { t, i18n } = useProfileTranslation();
  const upload = useUploadAvatar();
  const remove = useRemoveAvatar();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const [confirmRemove, setConfirmRemove] = useState(false);
  const resetPicker = useRef<() => void>(null);
  const busy = upload.isPending || remove.isPending;

  useEffect(() => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => {
      URL.revokeObjectURL(url);
      setPreview(null);
    };
  }, [file]);

  const choose = (chosen: File | null) => {
    resetPicker.current?.();
    upload.reset();
    remove.reset();
    setNotice(null);
    if (!chosen) return;
    const code = avatarProblem(chosen);
    setProblem(code ? catalogueMessage(code, currentLanguage(i18n)) : null);
    setFile(code ? null : chosen);
  };

  const send = () => {
    if (!file) return;
    upload.mutate(file, {
      onSuccess: () => {
        setFile(null);
        setNotice('uploaded');
      },
    });
  };

  const confirmRemoval = () => {
    remove.mutate(undefined, {
      onSuccess: () => {
        setConfirmRemove(false);
        setNotice('removed');
      },
      onError: () => setConfirmRemove(false),
    });
  };

  const shown = preview ?? profile.image;
  const error = upload.error ?? remove.error;

  return (
    <Stack gap="md" maw={520}>
      <Group gap="lg" wrap="nowrap" align="center">
        <Avatar
          src={shown}
          size={112}
          radius={112}
          alt={preview ? t('avatar.previewAlt') : profile.image ? t('avatar.currentAlt') : ''}
        >
          {!shown && <span aria-hidden="true">{profile.full_name.slice(0, 1).toUpperCase()}</span>}
        </Avatar>
        <Text size="sm" c="dimmed">
          {t('avatar.hint')}
        </Text>
      </Group>

      {problem && (
        <Alert color="red" variant="light" role="alert">
          {problem}
        </Alert>
      )}
      {error && <ErrorAlert error={error} />}
      <Text role="status" size="sm">
        {notice === 'uploaded' ? t('avatar.uploaded') : notice === 'removed' ? t('avatar.removed') : ''}
      </Text>

      {file ? (
        <Group gap="sm">
          <Button onClick={send} loading={upload.isPending}>
            {t('avatar.save')}
          </Button>
          <Button variant="default" onClick={() => setFile(null)} disabled={upload.isPending}>
            {t('avatar.cancel')}
          </Button>
        </Group>
      ) : (
        <Group gap="sm">
          <FileButton
            onChange={choose}
            accept={AVATAR_TYPES.join(',')}
            resetRef={resetPicker}
            disabled={busy}
          >
            {(props) => (
              <Button {...props} disabled={busy}>
                {profile.image ? t('avatar.change') : t('avatar.choose')}
              </Button>
            )}
          </FileButton>
          {profile.image && (
            <Button variant="default" color="red" onClick={() => setConfirmRemove(true)} disabled={busy}>
              {t('avatar.remove')}
            </Button>
          )}
        </Group>
      )}

      <ConfirmDialog
        opened={confirmRemove}
        onClose={() => setConfirmRemove(false)}
        onConfirm={confirmRemoval}
        title={t('avatar.removeTitle')}
        confirmLabel={t('avatar.remove')}
        color="red"
        loading={remove.isPending}
      >
        <Text>{t('avatar.removeBody')}</Text>
      </ConfirmDialog>
    </Stack>
  );
}
