import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../../ui/errorMessage.ts';
import { type ReviewAccount, useApproveAccount, useRejectAccount } from '../api.ts';
import { useAdminTranslation } from '../i18n.ts';

export type ReviewKind = 'approve' | 'reject';

export interface Feedback {
  tone: 'success' | 'error';
  message: string;
}

/**
 * Approve and reject with a confirmation first. Once confirmed, the account's buttons are disabled at once (several
 * decisions may run side by side); the outcome is announced, and the list is refetched either way — a 409 means
 * someone else reviewed it meanwhile, and the server's message says so.
 */
export function useReviewActions() {
  const { t } = useAdminTranslation();
  const { t: tCommon } = useTranslation();
  const approve = useApproveAccount();
  const reject = useRejectAccount();
  const [busy, setBusy] = useState<ReadonlySet<number>>(new Set());
  const [asking, setAsking] = useState<{ kind: ReviewKind; account: ReviewAccount } | null>(null);
  const [feedback, setFeedback] = useState<Feedback | null>(null);

  const mark = (id: number, on: boolean) =>
    setBusy((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const decide = async (kind: ReviewKind, account: ReviewAccount, reason = '') => {
    setAsking(null);
    setFeedback(null);
    mark(account.id, true);
    try {
      if (kind === 'approve') await approve.mutateAsync(account);
      else await reject.mutateAsync({ account, reason });
      setFeedback({
        tone: 'success',
        message: t(kind === 'approve' ? 'accounts.approved' : 'accounts.rejected', {
          name: account.full_name,
        }),
      });
    } catch (error) {
      setFeedback({ tone: 'error', message: errorMessage(error, tCommon) });
    } finally {
      mark(account.id, false);
    }
  };

  return {
    busy,
    asking,
    feedback,
    ask: (kind: ReviewKind, account: ReviewAccount) => setAsking({ kind, account }),
    cancel: () => setAsking(null),
    decide,
  };
}
