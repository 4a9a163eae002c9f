import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { useForumActions } from '../api.ts';
import { useCommunityTranslation } from '../i18n.ts';

export interface VoiceRecorderProps {
  topicId: number;
  /** The reply box's text, sent beside the audio (HTML as the composer writes it). */
  text(): string;
  onSent(): void;
}

/** Whether this browser records audio (MediaRecorder and a microphone API). */
export function canRecord(): boolean {
  return (
    typeof window.MediaRecorder === 'function' && typeof navigator.mediaDevices?.getUserMedia === 'function'
  );
}

type State = { step: 'idle' } | { step: 'recording' } | { step: 'recorded'; audio: Blob; url: string };

/**
 * A recorded voice reply: record from the microphone (MediaRecorder), stop, listen to it, send it with the reply
 * box's text, or discard it. The server checks the audio by its content; a refusal shows SPEC §8's audio error.
 */
export function VoiceRecorder({ topicId, text, onSent }: VoiceRecorderProps) {
  const { t } = useCommunityTranslation();
  const { voiceReply } = useForumActions();
  const [state, setState] = useState<State>({ step: 'idle' });
  const [denied, setDenied] = useState(false);
  const recorder = useRef<MediaRecorder | null>(null);
  const url = state.step === 'recorded' ? state.url : null;

  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  useEffect(
    () => () => {
      for (const track of recorder.current?.stream.getTracks() ?? []) track.stop();
    },
    [],
  );

  const record = async () => {
    setDenied(false);
    voiceReply.reset();
    try {
      const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
      const chunks: Blob[] = [];
      const media = new MediaRecorder(stream);
      media.ondataavailable = (event) => {
        if (event.data.size > 0) chunks.push(event.data);
      };
      media.onstop = () => {
        for (const track of stream.getTracks()) track.stop();
        const audio = new Blob(chunks, { type: media.mimeType || 'audio/webm' });
        setState({ step: 'recorded', audio, url: URL.createObjectURL(audio) });
      };
      recorder.current = media;
      media.start();
      setState({ step: 'recording' });
    } catch {
      setDenied(true);
    }
  };
  const discard = () => setState({ step: 'idle' });
  const send = () => {
    if (state.step !== 'recorded') return;
    voiceReply.mutate(
      { id: topicId, audio: state.audio, body: text() },
      {
        onSuccess: () => {
          setState({ step: 'idle' });
          onSent();
        },
      },
    );
  };

  return (
    <Stack gap="xs">
      {denied && (
        <Alert color="orange" variant="light">
          {t('voice.micDenied')}
        </Alert>
      )}
      {voiceReply.isError && <ErrorAlert error={voiceReply.error} />}
      {state.step === 'recorded' && (
        // biome-ignore lint/a11y/useMediaCaption: the learner's own recording, just made: there is no caption to give
        <audio controls src={state.url} aria-label={t('voice.preview')} />
      )}
      <Group gap="xs">
        {state.step === 'idle' && (
          <Button variant="default" onClick={() => void record()}>
            {t('voice.record')}
          </Button>
        )}
        {state.step === 'recording' && (
          <>
            <Text size="sm" c="red" role="status">
              {t('voice.recording')}
            </Text>
            <Button color="red" onClick={() => recorder.current?.stop()}>
              {t('voice.stop')}
            </Button>
          </>
        )}
        {state.step === 'recorded' && (
          <>
            <Button loading={voiceReply.isPending} onClick={send}>
              {t('voice.send')}
            </Button>
            <Button variant="default" onClick={discard} disabled={voiceReply.isPending}>
              {t('voice.discard')}
            </Button>
          </>
        )}
      </Group>
    </Stack>
  );
}
