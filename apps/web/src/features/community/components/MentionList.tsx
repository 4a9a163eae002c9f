import { Paper, Text, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { Editor } from '@tiptap/react';
import { useEffect, useId, useState } from 'react';
import { useMentionSuggestions } from '../api.ts';
import { useCommunityTranslation } from '../i18n.ts';
import { mentionAt } from './mentions.ts';

/** The mention being typed before the caret: its place in the document and what follows the `@`. */
interface TypedMention {
  from: number;
  to: number;
  search: string;
}

/** What is typed after `@` right before the caret, within the paragraph the caret is in (a collapsed selection). */
function typedMention(editor: Editor): TypedMention | null {
  const { selection } = editor.state;
  if (!selection.empty || !selection.$from.parent.isTextblock) return null;
  const { $from } = selection;
  // one character a position: an inline leaf (a line break) reads as one placeholder
  const before = $from.parent.textBetween(0, $from.parentOffset, undefined, '\ufffc');
  const found = mentionAt(before, before.length);
  return found ? { from: $from.start() + found.start, to: $from.pos, search: found.search } : null;
}

/**
 * Mention suggestions for the composer's editor: while `@` and the start of a username are typed before the caret,
 * the client's members whose username starts so are listed under it (GET /api/v1/forum/members). Arrow keys move
 * through them (the editable area's `aria-activedescendant`), Enter or Tab writes the one chosen as `@username `,
 * Escape closes the list; a click picks one too. The number found is announced politely.
 */
export function useMentions(editor: Editor | null) {
  const { t } = useCommunityTranslation();
  const listId = useId();
  const [mention, setMention] = useState<TypedMention | null>(null);
  // the option chosen with the arrows, for the search it was chosen in (a new search starts at the first)
  const [chosen, setChosen] = useState({ search: '', index: 0 });
  const [dismissed, setDismissed] = useState<string | null>(null);
  const [search] = useDebouncedValue(mention?.search ?? '', 150);
  const suggestions = useMentionSuggestions(mention && mention.search === search ? search : '');
  const members =
    mention && dismissed !== `${mention.from}:${mention.search}` ? (suggestions.data?.results ?? []) : [];
  const open = members.length > 0;
  const active = chosen.search === search ? chosen.index : 0;

  useEffect(() => {
    if (!editor) return;
    const follow = () => setMention(typedMention(editor));
    editor.on('transaction', follow);
    return () => {
      editor.off('transaction', follow);
    };
  }, [editor]);

  const pick = (username: string) => {
    if (!editor || !mention) return;
    // a space already after the mention is the one written with it
    const to = editor.state.doc.textBetween(mention.to, mention.to + 1) === ' ' ? mention.to + 1 : mention.to;
    editor.chain().focus().insertContentAt({ from: mention.from, to }, `@${username} `).run();
  };
  /** The editor's keys while the list is open: true when the list took the key. */
  const onKeyDown = (event: KeyboardEvent): boolean => {
    if (!open || !mention) return false;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      const by = event.key === 'ArrowDown' ? 1 : -1;
      setChosen({ search, index: (active + by + members.length) % members.length });
      return true;
    }
    if (event.key === 'Enter' || event.key === 'Tab') {
      const member = members[active];
      if (!member) return false;
      pick(member.username);
      return true;
    }
    if (event.key === 'Escape') {
      event.stopPropagation();
      setDismissed(`${mention.from}:${mention.search}`);
      return true;
    }
    return false;
  };
  const optionId = (index: number) => `${listId}-${index}`;
  const ariaAttributes: Record<string, string> = {
    'aria-autocomplete': 'list',
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
              // biome-ignore lint/a11y/useKeyWithClickEvents: the keys are the editor's (arrows, Enter, Tab, Escape), as a combobox's
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
  return { onKeyDown, ariaAttributes, list };
}
