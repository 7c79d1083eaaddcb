// The history view's Korean copy (spec/chat-widget.md §2 History view): the spec's English texts
// in natural Korean. Tests and the Playwright suite find controls by these names.
export const HISTORY_TEXTS = {
  title: '상담 내역',
  back: '대화로 돌아가기',
  list: '지난 상담',
  /** §2 "Empty state: 'No previous chat records / start a conversation'". */
  emptyTitle: '이전 상담 내역이 없습니다.',
  emptyText: '궁금한 점을 남겨 상담을 시작해 보세요.',
  /** §2 "A 'New inquiry' button at the bottom". */
  newInquiry: '새 문의하기',
  loading: '상담 내역을 불러오고 있습니다.',
  unread: (count: number) => `읽지 않은 메시지 ${count}개`,
  /** An inquiry that never got the visitor's name. */
  unnamed: '이름 없는 상담',
  noMessageYet: '아직 주고받은 메시지가 없습니다.',
} as const;
