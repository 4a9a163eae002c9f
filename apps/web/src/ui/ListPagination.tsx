import '@mantine/core/styles/Pagination.css';
import { Pagination } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface ListPaginationProps {
  page: number;
  count: number;
  pageSize: number;
  onChange(page: number): void;
  disabled?: boolean;
  /** Names the navigation landmark when one screen has two lists ("Páginas" otherwise). */
  label?: string;
}

/** Page links for a list, labelled for screen readers; hidden when everything fits on one page. */
export function ListPagination({ page, count, pageSize, onChange, disabled, label }: ListPaginationProps) {
  const { t } = useTranslation();
  const total = Math.max(1, Math.ceil(count / pageSize));
  if (total <= 1) return null;
  const controls = {
    previous: t('pagination.previous'),
    next: t('pagination.next'),
    first: t('pagination.first'),
    last: t('pagination.last'),
  };
  return (
    <nav aria-label={label ?? t('pagination.label')}>
      <Pagination
        total={total}
        value={Math.min(page, total)}
        onChange={onChange}
        disabled={disabled}
        getItemProps={(item) => ({
          'aria-label': t('pagination.page', { page: item }),
          'aria-current': item === page ? 'page' : undefined,
        })}
        getControlProps={(control) => ({ 'aria-label': controls[control] })}
      />
    </nav>
  );
}
