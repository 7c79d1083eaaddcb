import { describe } from 'vitest';

import { articleData } from '../test-utils/fixtures';
import { itAccepts, itRejects, without } from '../test-utils/schema-cases';

import { infoDetailResponseSchema } from './get-info-detail';

const info = {
  ...articleData,
  prevPost: { pathname: '/info/20', idx: 20, title: '퇴직금 중간정산, 언제 가능할까' },
  nextPost: null,
};
const data = (value: unknown) => ({ result: true, data: value });

describe('infoDetailResponseSchema', () => {
  itAccepts(infoDetailResponseSchema, data(info));
  itRejects(infoDetailResponseSchema, [
    ['a missing nextPost', data(without(info, 'nextPost')), 'data.nextPost'],
    [
      'the success variant’s pn instead',
      data({ ...without(info, 'prevPost'), pn: {} }),
      'data.prevPost',
    ],
    [
      'a template tag h4',
      data({ ...info, template: [{ ...info.template[0], tag: 'h4' }] }),
      'data.template.0.tag',
    ],
    [
      'a link without tag_idx',
      data({ ...info, newsLinkList: [{ idx: 1, title: '기사', link: 'x' }] }),
      'data.newsLinkList.0.tag_idx',
    ],
    [
      'an unknown content kind',
      data({ ...info, contentsList: [{ ...info.contentsList[0], kind: 'video' }] }),
      'data.contentsList.0.kind',
    ],
    [
      'initial data missing office_cnt',
      data({ ...info, initialData: without(info.initialData, 'office_cnt') }),
      'data.initialData.office_cnt',
    ],
    [
      'a missing faqElementMaxCountInContents',
      data(without(info, 'faqElementMaxCountInContents')),
      'data.faqElementMaxCountInContents',
    ],
  ]);
});
