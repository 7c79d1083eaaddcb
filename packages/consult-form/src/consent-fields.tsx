// spec/site.md §2: the two checkboxes, privacy consent and over 14, both required by the §5
// rules. The consent says what it agrees to right under the box (a native disclosure, so it
// opens by keyboard), and links the full privacy policy in a new window, so the form keeps
// what the visitor typed.
import { CheckboxField } from './fields';

export const PRIVACY_CONSENT_LABEL = '[필수] 개인정보 수집·이용에 동의합니다.';
export const OVER_14_LABEL = '[필수] 만 14세 이상입니다.';
export const PRIVACY_DETAILS_SUMMARY = '수집·이용 내용 보기';
export const PRIVACY_POLICY_LINK = '개인정보처리방침 전문 보기';
/**
 * How long a request is kept (개인정보 보호법 §15(2) asks for the period itself): the privacy
 * policy's period for consultation records, seeded in apps/api's privacy-policy.ts.
 */
export const RETENTION_PERIOD = '상담이 끝난 날부터 3년 (사건을 맡기시면 관계 법령이 정한 기간)';

/** What the corporate form collects, as its consent says. */
export const CORPORATE_COLLECTED_ITEMS =
  '회사명, 담당자명, 연락처와 그 밖에 입력하신 회사 정보·이메일·문의 내용';

export interface ConsentFieldsProps {
  id: string;
  /** What the form collects, named in the consent's details. */
  collectedItems?: string;
  isCheck: boolean;
  isOver14: boolean;
  onIsCheckChange: (checked: boolean) => void;
  onIsOver14Change: (checked: boolean) => void;
  privacyTermsUrl: string;
  errors: { isCheck?: string; isOver14?: string };
}

export function ConsentFields({
  id,
  collectedItems = CORPORATE_COLLECTED_ITEMS,
  isCheck,
  isOver14,
  onIsCheckChange,
  onIsOver14Change,
  privacyTermsUrl,
  errors,
}: ConsentFieldsProps) {
  return (
    <div className="lf-consult-form__consents">
      <CheckboxField
        id={`${id}-isCheck`}
        name="isCheck"
        label={PRIVACY_CONSENT_LABEL}
        checked={isCheck}
        onCheckedChange={onIsCheckChange}
        error={errors.isCheck}
      >
        <details className="lf-consult-form__terms">
          <summary>{PRIVACY_DETAILS_SUMMARY}</summary>
          <dl>
            <dt>수집 항목</dt>
            <dd>{collectedItems}</dd>
            <dt>이용 목적</dt>
            <dd>상담 신청 확인과 상담 연결</dd>
            <dt>보유 기간</dt>
            <dd>{RETENTION_PERIOD}</dd>
          </dl>
          <p>동의하지 않으실 수 있으나, 동의하지 않으면 상담 신청을 할 수 없습니다.</p>
          <a href={privacyTermsUrl} target="_blank" rel="noopener">
            {PRIVACY_POLICY_LINK}
            <span className="lf-visually-hidden"> (새 창)</span>
          </a>
        </details>
      </CheckboxField>
      <CheckboxField
        id={`${id}-isOver14`}
        name="isOver14"
        label={OVER_14_LABEL}
        checked={isOver14}
        onCheckedChange={onIsOver14Change}
        error={errors.isOver14}
      />
    </div>
  );
}
