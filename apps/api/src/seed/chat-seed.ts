// The chat's channels: one per group (spec/chat-widget.md §7 crtfica takes a centre code and
// answers that group's channel_number), numbered in the groups' order. The widget's header
// shows the name, logo and explanation (§3 Inquiry main data).
import type { NewChatChannelRow } from '../db/schema';
import { GROUP_SEED } from './group-seed';
import { staticPath } from './static-paths';

const FIRM_EXPLANATION =
  '24시간 365일 상담을 받습니다. 상담 분야를 고르시면 담당 변호사 연결까지 도와드립니다.';

function buildChatChannelSeed(): NewChatChannelRow[] {
  return GROUP_SEED.groups.map((group, index) => ({
    channelNumber: index + 1,
    centerCode: group.code,
    name: index === 0 ? '법무법인 대륜 채팅 상담' : `${group.codeName} 채팅 상담`,
    logoImageUrl: staticPath.chatChannelLogo,
    explanation:
      index === 0
        ? FIRM_EXPLANATION
        : `${group.codeName} 전문 변호사가 상담합니다. ${FIRM_EXPLANATION}`,
  }));
}

export const CHAT_CHANNEL_SEED = buildChatChannelSeed();
