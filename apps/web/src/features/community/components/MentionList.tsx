import { Paper, Text, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type KeyboardEvent, type RefObject, useId, useState } from 'react';
import { useMentionSuggestions } from '../api.ts';
import { useCommunityTranslation } from '../i18n.ts';
import { insertMention, mentionAt } from './mentions.ts';

/**
 * Mention suggestions for a text area: while `@` and the start of a username are typed before the caret, the
 * client's members whose username starts so are listed under it (GET /api/v1/forum/members). Arrow keys move through
 * them (the text area's `aria-activedescendant`), Enter or Tab writes the one chosen as `@username `, Escape closes the
 * list; a click picks one too. The number found is announced politely.
 */
export function useMentions(
  area: RefObject<HTMLTextAreaElement | null>,
  value: string,
  onChange: (value: string) => void,
) {
  const { t } = useCommunityTranslation();
  const listId = useId();
  const [caret, setCaret] = useState<number | null>(null);
  // the option chosen with the arrows, for the search it was chosen in (a new search starts at the first)
  const [chosen, setChosen] = useState({ search: '', index: 0 });
  const [dismissed, setDismissed] = useState<string | null>(null);
  const mention = caret === null ? null : mentionAt(value, caret);
  const [search] = useDebouncedValue(mention?.search ?? '', 150);
  const suggestions = useMentionSuggestions(mention && mention.search === search ? search : '');
  const members =
    mention && dismissed !== `${mention.start}:${mention.search}` ? (suggestions.data?.results ?? []) : [];
  const open = members.length > 0;

  const active = chosen.search === search ? chosen.index : 0;

  const track = () => setCaret(area.current?.selectionStart ?? null);
  const pick = (username: string) => {
    if (!mention) return;
    const next = insertMention(value, mention, username);
    onChange(next.text);
    setCaret(next.caret);
    requestAnimationFrame(() => {
      area.current?.focus();
      area.current?.setSelectionRange(next.caret, next.caret);
    });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!open || !mention) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const by = event.key === 'ArrowDown' ? 1 : -1;
      setChosen({ search, index: (active + by + members.length) % members.length });
    } else if (event.key === 'Enter' || event.key === 'Tab') {
      const member = members[active];
      if (!member) return;
      event.preventDefault();
      pick(member.username);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      setDismissed(`${mention.start}:${mention.search}`);
    }
  };
  const optionId = (index: number) => `${listId}-${index}`;
  const textareaProps = {
    onKeyDown,
    onKeyUp: track,
    onClick: track,
    onSelect: track,
    'aria-autocomplete': 'list' as const,
    ...(open ? { 'aria-controls': listId, 'aria-activedescendant': optionId(active) } : {}),
  };
  const list = (
    <>
      <VisuallyHidden role="status" aria-live="polite">
        {mention && suggestions.data ? t('mentions.found', { count: members.length }) : ''}
      </VisuallyHidden>
      {open && (
        <Paper withBorder shadow="sm" p={4}>
          <div id={listId} role="listbox" aria-label={t('mentions.label')}>
            {members.map((member, index) => (
              // biome-ignore lint/a11y/useKeyWithClickEvents: the keys are the text area's (arrows, Enter, Tab, Escape), as a combobox's
              <div
                key={member.id}
                id={optionId(index)}
                role="option"
                tabIndex={-1}
                aria-selected={index === active}
                style={{
                  padding: 6,
                  cursor: 'pointer',
                  background: index === active ? 'var(--mantine-primary-color-light)' : undefined,
                }}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => pick(member.username)}
              >
                <Text size="sm" fw={600} span>
                  {member.full_name}
                </Text>{' '}
                <Text size="sm" c="dimmed" span>
                  @{member.username}
                </Text>
              </div>
            ))}
          </div>
        </Paper>
      )}
    </>
  );
  return { textareaProps, list, track };
}
