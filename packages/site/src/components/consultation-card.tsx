import { ActionLink } from './action-link';
import { telHref } from '../lib/tel-href';
import { useSiteSettings } from '../settings/site-settings';

export interface ConsultationCardProps {
  title?: string;
  text?: string;
}

/**
 * A consultation call to action beside content (spec/site.md §2 Legal Q&A "a consultation card"):
 * book a consultation (/choice) or call the main number (§9), open 24 hours (§1).
 */
export function ConsultationCard({
  title = '비슷한 문제로 고민 중이신가요?',
  text = '분야별 전문 변호사가 사건을 직접 검토해 드립니다. 상담 접수는 24시간 가능합니다.',
}: ConsultationCardProps) {
  const { phone } = useSiteSettings();
  return (
    <aside className="site-consult-card" aria-label="상담 안내">
      <p className="site-consult-card__title">{title}</p>
      <p className="site-consult-card__text">{text}</p>
      <div className="site-consult-card__actions">
        <ActionLink to="/choice">상담 예약하기</ActionLink>
        <a className="lf-button" data-variant="secondary" href={telHref(phone)}>
          전화 상담 {phone}
        </a>
      </div>
    </aside>
  );
}
