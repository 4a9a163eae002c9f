import type { Answer, LearnerQuestion } from '@elevar/contract';
import {
  ActionIcon,
  Checkbox,
  Group,
  Image,
  List,
  Radio,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useAssessmentTranslation } from '../i18n.ts';

interface Props {
  question: LearnerQuestion;
  /** "Question n of m": the field's accessible name. */
  label: string;
  answer: Answer | undefined;
  onAnswer(answer: Answer): void;
}

/** One question of an attempt as a form field of its type; every change is an answer to save. */
export function QuestionField({ question, label, answer, onAnswer }: Props) {
  const { t } = useAssessmentTranslation();
  const prompt = (
    <Stack gap={4}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{question.prompt}</Text>
      {question.image_url && <Image src={question.image_url} alt="" maw={480} fit="contain" />}
    </Stack>
  );
  switch (question.type) {
    case 'single':
      return (
        <Radio.Group
          label={prompt}
          value={answer?.type === 'single' ? answer.choice : null}
          onChange={(choice) => onAnswer({ type: 'single', choice })}
        >
          <Stack gap="xs" mt="xs">
            {question.options.map((o) => (
              <Radio key={o.id} value={o.id} label={o.text} />
            ))}
          </Stack>
        </Radio.Group>
      );
    case 'multiple':
      return (
        <Checkbox.Group
          label={prompt}
          value={answer?.type === 'multiple' ? answer.choices : []}
          onChange={(choices) => onAnswer({ type: 'multiple', choices })}
        >
          <Stack gap="xs" mt="xs">
            {question.options.map((o) => (
              <Checkbox key={o.id} value={o.id} label={o.text} />
            ))}
          </Stack>
        </Checkbox.Group>
      );
    case 'true_false':
      return (
        <Radio.Group
          label={prompt}
          value={answer?.type === 'true_false' ? String(answer.value) : null}
          onChange={(value) => onAnswer({ type: 'true_false', value: value === 'true' })}
        >
          <Group mt="xs">
            <Radio value="true" label={t('attempt.true')} />
            <Radio value="false" label={t('attempt.false')} />
          </Group>
        </Radio.Group>
      );
    case 'matching': {
      const pairs = answer?.type === 'matching' ? answer.pairs : {};
      return (
        <Stack gap="xs">
          {prompt}
          {question.options.map((left) => (
            <Select
              key={left.id}
              label={left.text}
              placeholder={t('attempt.matchPlaceholder')}
              data={question.right_options.map((r) => ({ value: r.id, label: r.text }))}
              value={pairs[left.id] ?? null}
              onChange={(right) => {
                const next = { ...pairs };
                if (right) next[left.id] = right;
                else delete next[left.id];
                onAnswer({ type: 'matching', pairs: next });
              }}
            />
          ))}
        </Stack>
      );
    }
    case 'ordering': {
      const order = answer?.type === 'ordering' ? answer.order : question.options.map((o) => o.id);
      const textOf = (id: string) => question.options.find((o) => o.id === id)?.text ?? id;
      const move = (index: number, by: number) => {
        const next = [...order];
        const [item] = next.splice(index, 1);
        if (item === undefined) return;
        next.splice(index + by, 0, item);
        onAnswer({ type: 'ordering', order: next });
      };
      return (
        <Stack gap="xs">
          {prompt}
          <List type="ordered" spacing="xs">
            {order.map((id, index) => (
              <List.Item key={id}>
                <Group gap="xs" wrap="nowrap">
                  <Text>{textOf(id)}</Text>
                  <ActionIcon
                    variant="default"
                    disabled={index === 0}
                    aria-label={t('attempt.moveUp', { item: textOf(id) })}
                    onClick={() => move(index, -1)}
                  >
                    ↑
                  </ActionIcon>
                  <ActionIcon
                    variant="default"
                    disabled={index === order.length - 1}
                    aria-label={t('attempt.moveDown', { item: textOf(id) })}
                    onClick={() => move(index, 1)}
                  >
                    ↓
                  </ActionIcon>
                </Group>
              </List.Item>
            ))}
          </List>
        </Stack>
      );
    }
    case 'short_answer':
      return (
        <Stack gap="xs">
          {prompt}
          <TextInput
            label={t('attempt.shortAnswer')}
            maxLength={256}
            defaultValue={answer?.type === 'short_answer' ? answer.text : ''}
            onBlur={(event) => onAnswer({ type: 'short_answer', text: event.currentTarget.value })}
          />
        </Stack>
      );
  }
}
