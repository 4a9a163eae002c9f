import '@mantine/core/styles/Pagination.css';
import { Pagination } from '@mantine/core';
import { useAdminTranslation } from '../i18n.ts';

export interface ListPaginationProps {
  page: number;
  count: number;
  pageSize: number;
  onChange(page: number): void;
  disabled?: boolean;
}

/** Page links for a list, labelled for screen readers; hidden when everything fits on one page. */
export function ListPagination({ page, count, pageSize, onChange, disabled }: ListPaginationProps) {
  const { t } = useAdminTranslation();
  const total = Math.max(1, Math.ceil(count / pageSize));
  if (total <= 1) return null;
  return (
    <nav aria-label={t('pagination.label')}>
      <Pagination
        total={total}
        value={Math.min(page, total)}
        onChange={onChange}
        disabled={disabled}
        getItemProps={(item) => ({
          'aria-label': t('pagination.page', { page: item }),
          'aria-current': item === page ? 'page' : undefined,
        })}
        getControlProps={(control) => ({
          'aria-label': t(
            control === 'previous'
              ? 'pagination.previous'
              : control === 'next'
                ? 'pagination.next'
                : control === 'first'
                  ? 'pagination.first'
                  : 'pagination.last',
          ),
        })}
      />
    </nav>
  );
}
