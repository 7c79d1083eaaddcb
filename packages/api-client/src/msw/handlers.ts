// The fake network every site test and story talks to: one handler per call the components
// fetch today, answering the fixtures. Paths and schemas come from the calls themselves.
import {
  CENTER_FOOTER_LIST_PATH,
  centerFooterListResponseSchema,
} from '../calls/get-center-footer-list';
import { CENTER_LIST_PATH, centerListResponseSchema } from '../calls/get-center-list';
import { FAQ_LIST_PATH, faqListResponseSchema } from '../calls/get-faq-list';
import { FIELD_LIST_PATH, fieldListResponseSchema } from '../calls/get-field-list';
import { SEO_FIELD_LIST_PATH, seoFieldListResponseSchema } from '../calls/get-seo-field-list';
import { FOOTER_TERMS_PATH, footerTermsResponseSchema } from '../calls/get-footer-terms';
import { LAWYER_LIST_PATH, lawyerListResponseSchema } from '../calls/get-lawyer-list';
import { OFFICE_LIST_PATH, officeListResponseSchema } from '../calls/get-office-list';
import { FAQ_FEEDBACK_PATH } from '../calls/post-faq-feedback';
import { POPUP_TOP_CLICK_PATH } from '../calls/post-popup-top-click';
import { POPUP_TOP_LIST_PATH, popupTopListResponseSchema } from '../calls/get-popup-top-list';
import { STRENGTH_LIST_PATH, strengthListResponseSchema } from '../calls/get-strength-list';
import { TERM_DETAIL_PATH, termDetailResponseSchema } from '../calls/get-term-detail';
import { resultSchema } from '../entities/envelope';

import { answer } from './answer';
import { answers } from './answers';

export const handlers = [
  answer(CENTER_LIST_PATH, centerListResponseSchema, answers.centerList),
  answer(CENTER_FOOTER_LIST_PATH, centerFooterListResponseSchema, answers.centerFooterList),
  answer(FOOTER_TERMS_PATH, footerTermsResponseSchema, answers.footerTerms),
  answer(POPUP_TOP_LIST_PATH, popupTopListResponseSchema, answers.popupTopList),
  answer(POPUP_TOP_CLICK_PATH, resultSchema, { result: true }, { method: 'post' }),
  answer(OFFICE_LIST_PATH, officeListResponseSchema, answers.officeList),
  answer(LAWYER_LIST_PATH, lawyerListResponseSchema, answers.lawyerList),
  answer(FAQ_LIST_PATH, faqListResponseSchema, answers.faqList),
  answer(FAQ_FEEDBACK_PATH, resultSchema, { result: true }, { method: 'post' }),
  answer(STRENGTH_LIST_PATH, strengthListResponseSchema, answers.strengthList),
  answer(FIELD_LIST_PATH, fieldListResponseSchema, answers.fieldList),
];

/** Call #13 alone (the consultation form's case-field select), for a server of its own. */
export const fieldListHandler = answer(FIELD_LIST_PATH, fieldListResponseSchema, answers.fieldList);

/** Call #17 alone (the individual form's grouped case fields), for a server of its own. */
export const seoFieldListHandler = answer(
  SEO_FIELD_LIST_PATH,
  seoFieldListResponseSchema,
  answers.seoFieldList,
);

/** One term, answered for any terms_code. Not in `handlers`: a page test adds it. */
export const termDetailHandler = answer(
  TERM_DETAIL_PATH,
  termDetailResponseSchema,
  answers.termDetail,
);
