// Assign (배정받기), unassign and close (상담 종료, after a confirmation) one inquiry.
import type { OperatorInquiry } from '@lawfirm/api-client/operator';
import { Button } from '@lawfirm/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useRef } from 'react';

import { inquiryAction, queryKeys } from '../api/operator-queries';
import type { InboxTab } from '../inbox/inbox-tabs';

const TAB_AFTER: Record<'assign' | 'unassign' | 'close', InboxTab> = {
  assign: 'mine',
  unassign: 'unassigned',
  close: 'closed',
};

export function InquiryActions({
  inquiry,
  mine,
  closed,
}: {
  inquiry: OperatorInquiry;
  mine: boolean;
  closed: boolean;
}) {
  const n = inquiry.chat_inquiry_number;
  const client = useQueryClient();
  const dialog = useRef<HTMLDialogElement>(null);
  const navigate = useNavigate();
  const action = useMutation({
    mutationFn: (kind: 'assign' | 'unassign' | 'close') => inquiryAction(n, kind),
    // The inquiry moves tabs with its state: the list beside it follows.
    onSuccess: (_answer, kind) =>
      navigate({
        to: '/inquiries/$inquiryNumber',
        params: { inquiryNumber: n },
        search: { tab: TAB_AFTER[kind] },
      }),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: queryKeys.inquiry(n) });
      void client.invalidateQueries({ queryKey: queryKeys.messages(n) });
      void client.invalidateQueries({ queryKey: queryKeys.allInquiries });
    },
  });
  if (closed) return null;
  return (
    <div className="bo-actions">
      {inquiry.assigned_operator_id === null && (
        <Button size="sm" onClick={() => action.mutate('assign')} disabled={action.isPending}>
          배정받기
        </Button>
      )}
      {mine && (
        <>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => action.mutate('unassign')}
            disabled={action.isPending}
          >
            배정 해제
          </Button>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => dialog.current?.showModal()}
            disabled={action.isPending}
          >
            상담 종료
          </Button>
        </>
      )}
      {action.isError && (
        <p className="bo-error" role="alert">
          {action.error.message}
        </p>
      )}
      <dialog ref={dialog} className="bo-dialog" aria-labelledby={`close-title-${n}`}>
        <form method="dialog">
          <h2 id={`close-title-${n}`} className="bo-dialog__title">
            상담을 종료할까요?
          </h2>
          <p>종료하면 방문자에게 종료 안내가 전송되며, 더 이상 답변할 수 없습니다.</p>
          <div className="bo-dialog__buttons">
            <Button size="sm" variant="secondary" value="cancel" type="submit">
              취소
            </Button>
            <Button size="sm" type="submit" value="close" onClick={() => action.mutate('close')}>
              종료하기
            </Button>
          </div>
        </form>
      </dialog>
    </div>
  );
}
