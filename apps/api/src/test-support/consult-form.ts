// A corporate consultation as a visitor fills it in (spec/site.md §3), for the tests that send one.
import type { ConsultingFormValues } from '@lawfirm/api-client/site';

export const CONSULT_FORM: ConsultingFormValues = {
  c_type: 'comp_suit',
  law_type_code: '',
  comp_name: '주식회사 새솔물산',
  comp_address: '부산광역시 해운대구 센텀중앙로 79',
  comp_business: '수산물 유통',
  comp_size: '50인 미만',
  comp_managerName: '정하윤',
  comp_managerPos: '경영지원팀 / 대리',
  comp_email: 'support@saesol.example',
  cc_tel: '01055512345',
  contents:
    '거래처가 6개월째 물품 대금을 지급하지 않고 있습니다. 지급명령과 소송 중 무엇이 나을까요?',
  isCheck: true,
  isOver14: true,
};
