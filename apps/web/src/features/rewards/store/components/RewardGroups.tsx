import '@mantine/core/styles/Paper.css';
import { Paper } from '@mantine/core';
import { CategoriesEditor, type CategoriesEditorLabels } from '../../../../ui/CategoriesEditor.tsx';
import { type GroupKind, useRewardGroups } from '../catalogueApi.ts';
import { useStoreTranslation } from '../i18n.ts';

function useGroupLabels(kind: GroupKind): CategoriesEditorLabels {
  const { t } = useStoreTranslation();
  const language = (code: string) => t(`editor.languages.${code as 'pt-BR'}`);
  return {
    name: t('groups.name'),
    actions: t('catalogue.columns.actions'),
    create: t(`groups.${kind}.create`),
    nameIn: (code) => t('editor.nameIn', { language: language(code) }),
    save: t('catalogue.save'),
    rename: t('groups.rename'),
    renameNamed: (name) => t('groups.renameNamed', { name }),
    up: t('groups.up'),
    down: t('groups.down'),
    moveUp: (name) => t('groups.moveUp', { name }),
    moveDown: (name) => t('groups.moveDown', { name }),
    delete: t('groups.delete'),
    deleteNamed: (name) => t('groups.deleteNamed', { name }),
    deleteTitle: t(`groups.${kind}.deleteTitle`),
    saved: t(`groups.${kind}.saved`),
    deleted: t(`groups.${kind}.deleted`),
    reordered: t('groups.reordered'),
  };
}

/**
 * The store's departments or categories (named in four languages, in the order of the store's filters), edited with
 * the shared `CategoriesEditor`; a removal is confirmed first and refused by the server while something uses it.
 */
function GroupEditor({ kind, onDone }: { kind: GroupKind; onDone(message: string): void }) {
  const { t } = useStoreTranslation();
  const { query, actions } = useRewardGroups(kind);
  return (
    <Paper withBorder p="md">
      <CategoriesEditor
        title={t(`groups.${kind}.title`)}
        headingId={`reward-${kind}-title`}
        countLabel={t(`groups.${kind}.count`)}
        empty={t(`groups.${kind}.empty`)}
        deleteBody={(name) => t(`groups.${kind}.deleteBody`, { name })}
        query={query}
        actions={actions}
        onNote={onDone}
        labels={useGroupLabels(kind)}
      />
    </Paper>
  );
}

/** Both lists of the store, departments then categories. */
export function RewardGroups({ onDone }: { onDone(message: string): void }) {
  return (
    <>
      <GroupEditor kind="department" onDone={onDone} />
      <GroupEditor kind="category" onDone={onDone} />
    </>
  );
}
