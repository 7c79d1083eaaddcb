import { MESSAGE_STATUSES, SENDER_TYPES } from '@lawfirm/api-client/chat-core';
import type { ChatFile, ChatMessage, InquiryMain } from '@lawfirm/api-client/chat-core';

import type { OutgoingMessage } from './conversation-model';
import { ChannelAvatar, channelNameOf } from './conversation-header';
import { CONVERSATION_TEXTS as TEXTS } from './conversation-texts';
import { Icon } from './icon';
import { formatTime } from './format';
import { MessageFiles, MessageImages, type OpenImage } from './message-attachments';
import { PersonalInfoForm } from './personal-info-form';
import { RichText } from './rich-text';
import { useApiUrl } from './api-url';

export interface MessageItemProps {
  message: ChatMessage;
  main: InquiryMain | null;
  /** Show the firm's avatar and name (the first of a run of messages on the left). */
  showSender: boolean;
  busy: boolean;
  /** spec §4 age check: a form waits for the 14-or-older agreement. */
  ageLocked?: boolean;
  onDownload(file: ChatFile): void;
  onOpenImage: OpenImage;
  onSavePersonalInfo(messageNumber: number, name: string, phone: string): Promise<boolean>;
}

/** A stored message (spec §2 Message display): the visitor's on the right, others on the left. */
/**
 * A file message sent without a text carries its files' names as plain_text, for previews and
 * history (the api README, Files); shown beside the files themselves they would say it twice.
 */
export function isFileNamesOnly(plainText: string, files: readonly ChatFile[]): boolean {
  return files.length > 0 && plainText === files.map((file) => file.name).join(', ');
}

/** The counsellor who wrote an operator's message (its sender_name), or null: the firm. */
export function counsellorOf(message: ChatMessage): string | null {
  return (message.sender_type === SENDER_TYPES.operator && message.sender_name) || null;
}

export function MessageItem({
  message,
  main,
  showSender,
  busy,
  ageLocked = false,
  onDownload,
  onOpenImage,
  onSavePersonalInfo,
}: MessageItemProps) {
  const apiUrl = useApiUrl();
  const mine = message.sender_type === SENDER_TYPES.customer;
  const files = message.files ?? [];
  const text = message.rich_text ? (
    <RichText html={message.rich_text.html_content} />
  ) : message.plain_text && !isFileNamesOnly(message.plain_text, files) ? (
    // Text as text: React escapes it, so markup in a message is shown, never run.
    <p className="cv-text">{message.plain_text}</p>
  ) : null;
  // spec §2: "A form message whose status is not CREATED shows a resend icon; clicking it does
  // nothing." Drawn, but hidden from assistive technology and not focusable.
  const resendIcon = message.form !== null && message.message_status !== MESSAGE_STATUSES.created;
  const counsellor = counsellorOf(message);

  return (
    <li className="cv-message" data-side={mine ? 'mine' : 'theirs'}>
      {!mine && showSender && (
        <div className="cv-sender">
          {counsellor ? (
            // The counsellor's own mark: the first letter of their name (the name follows).
            <span className="cv-avatar cv-initial" aria-hidden="true">
              {Array.from(counsellor)[0]}
            </span>
          ) : (
            <ChannelAvatar main={main} size={28} />
          )}
          <span className="cv-sender-name">{counsellor ?? channelNameOf(main)}</span>
        </div>
      )}
      <div className="cv-message-row">
        <div className="cv-bubble-stack">
          {message.work_flow?.image_url && (
            <img
              className="cv-workflow-image"
              src={apiUrl(message.work_flow.image_url)}
              alt={TEXTS.workflowImageAlt}
            />
          )}
          {text && <div className="cv-bubble">{text}</div>}
          {message.blocks && message.blocks.length > 0 && (
            <ul className="cv-blocks">
              {message.blocks.map((block, index) => (
                <li key={`${block.type}-${index}`} className="cv-block" data-type={block.type}>
                  {block.icon_url && (
                    <img src={apiUrl(block.icon_url)} alt="" width="16" height="16" />
                  )}
                  <span>{block.value}</span>
                </li>
              ))}
            </ul>
          )}
          <MessageImages files={files} onOpenImage={onOpenImage} />
          <MessageFiles files={files} onDownload={onDownload} />
          {message.form && (
            <div className="cv-form-row">
              <PersonalInfoForm
                messageNumber={message.message_number}
                form={message.form}
                busy={busy}
                locked={ageLocked}
                onSave={onSavePersonalInfo}
              />
              {resendIcon && (
                <Icon size={18} strokeWidth={2} className="cv-resend" testId="form-resend-icon">
                  <path d="M20 11a8 8 0 1 0-2.3 5.7M20 5v6h-6" />
                </Icon>
              )}
            </div>
          )}
        </div>
        <time className="cv-time" dateTime={message.created_at}>
          {formatTime(message.created_at)}
        </time>
      </div>
    </li>
  );
}

/** A message the visitor sent that the api has not stored yet (spec §2 Composer). */
export function OutgoingItem({
  message,
  onRetry,
}: {
  message: OutgoingMessage;
  onRetry(clientMessageId: string): void;
}) {
  const failed = message.status === 'failed';
  return (
    <li className="cv-message" data-side="mine" data-status={message.status}>
      <div className="cv-message-row">
        <div className="cv-bubble-stack">
          <div className="cv-bubble">
            <p className="cv-text">{message.text}</p>
          </div>
          {failed && (
            <div className="cv-failed">
              <span>{TEXTS.sendFailed}</span>
              <button
                type="button"
                className="cv-link-button"
                onClick={() => onRetry(message.clientMessageId)}
              >
                {TEXTS.retry}
              </button>
            </div>
          )}
        </div>
        {failed ? null : message.status === 'sending' ? (
          <span className="cv-time">{TEXTS.sending}</span>
        ) : null}
      </div>
    </li>
  );
}
