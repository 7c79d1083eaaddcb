import type { ReactNode } from 'react';

import { onChatLinkClick } from '../../layout/chat-entry/chat-link-click';
import { telHref } from '../../lib/tel-href';
import { useSiteSettings } from '../../settings/site-settings';

/** One way to consult: a card with its heading, a line and its buttons. */
export function ConsultOption({
  title,
  children,
  actions,
}: {
  title: string;
  children: ReactNode;
  actions: ReactNode;
}) {
  return (
    <li className="site-choice__item">
      <h2 className="site-choice__title">{title}</h2>
      <p className="site-choice__desc">{children}</p>
      <p className="site-choice__actions">{actions}</p>
    </li>
  );
}

/**
 * Chat-messenger consultation: its button opens the page's chat widget where the channel is
 * this site's own chat (the site's chatChannelUrl, /daeryuntalk by default), else follows its
 * link to the channel (layout/chat-entry).
 */
export function ChatConsultOption({ children }: { children: ReactNode }) {
  const { chatChannelUrl } = useSiteSettings();
  return (
    <ConsultOption
      title="채팅 상담"
      actions={
        <a
          href={chatChannelUrl}
          className="lf-button"
          data-variant="primary"
          onClick={(event) => onChatLinkClick(event, chatChannelUrl)}
        >
          채팅 상담 시작하기
        </a>
      }
    >
      {children}
    </ConsultOption>
  );
}

/** Phone consultation: the site's main number (spec/site.md §9 "Main phone"), dialled. */
export function PhoneConsultOption({ children }: { children: (phone: ReactNode) => ReactNode }) {
  const { phone } = useSiteSettings();
  return (
    <ConsultOption
      title="전화 상담"
      actions={
        <a href={telHref(phone)} className="lf-button" data-variant="primary">
          {phone} 전화 걸기
        </a>
      }
    >
      {children(<strong>{phone}</strong>)}
    </ConsultOption>
  );
}
