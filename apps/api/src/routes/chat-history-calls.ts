// spec/chat-widget.md §4 Phone verification and Panel views, §7: phone verification, the
// verified person's history, and opening an inquiry of a follow-up link on this device.
import { CERTIFICATION_NUMBER_LENGTH, CHAT_PATHS } from '@lawfirm/api-client/chat';

import { CERTIFICATION_TTL_SECONDS } from '../chat/chat-constants';
import type { ChatEvents } from '../chat/chat-events';
import { historyList, joinFollowUpInquiry, joinHistoryInquiry } from '../chat/chat-history';
import { sendCertificationCode, verifyCertificationCode } from '../chat/chat-verification';
import type { OperatorTokens } from '../chat/operator-auth';
import type { SmsSender } from '../chat/sms-sender';
import type { Db } from '../db/create-database';
import type { ChatCall } from './chat-call';

export function registerHistoryCalls(
  call: ChatCall,
  {
    db,
    events,
    sms,
    operatorTokens,
  }: { db: Db; events: ChatEvents; sms: SmsSender; operatorTokens: OperatorTokens },
): void {
  call(
    CHAT_PATHS.certificationSend,
    `Sends a ${CERTIFICATION_NUMBER_LENGTH}-digit code by SMS (valid ${CERTIFICATION_TTL_SECONDS} s)`,
    (d, who, request) =>
      sendCertificationCode(db, sms, who, {
        name: d.name,
        phone: d.cell_phone_number,
        clientAddress: request.ip,
      }),
  );

  call(
    CHAT_PATHS.certificationVerify,
    'Checks the code; success authorises the history calls',
    (d, who) =>
      verifyCertificationCode(db, who, {
        name: d.name,
        phone: d.cell_phone_number,
        code: d.certification_number,
      }),
  );

  call(
    CHAT_PATHS.historyList,
    "The verified person's inquiries, newest first",
    async (_d, who) => ({
      chat_inquiry_list: await historyList(db, who),
    }),
  );

  call(
    CHAT_PATHS.historyParticipation,
    'Joins an inquiry of the history before viewing it',
    (d, who) => joinHistoryInquiry(db, who, d.chat_inquiry_number),
  );

  call(
    CHAT_PATHS.alarmParticipation,
    'Opens the inquiry of a follow-up link on this device (hash authentication)',
    async (d, who, request) => {
      const joined = await joinFollowUpInquiry(
        db,
        who,
        await operatorTokens.verifyFollowUp(d.token),
      );
      // The device that had it stops hearing it, on whichever instance holds its socket. The
      // inquiry is this visitor's already (committed): a bus that fails now must not fail the
      // call. Unannounced, the other device learns it when it next watches the inquiry (the
      // refusal names it, api README "Realtime socket").
      try {
        await events.inquiryHandedOver(joined.chat_inquiry_number, who.visitor.visitorId);
      } catch (error) {
        request.log.error({ err: error }, 'hand-over not announced on the event bus');
      }
      return joined;
    },
  );
}
