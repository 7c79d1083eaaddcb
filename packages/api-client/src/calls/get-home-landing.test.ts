import { describe } from 'vitest';

import { itAccepts, itRejects } from '../test-utils/schema-cases';

import { homeLandingResponseSchema } from './get-home-landing';

const card = {
  title: '전화 상담',
  subText: '24시간 상담 {phone}',
  link: 'tel:1800-7905',
  newTab: false,
};
const landing = {
  hashTags: ['이혼', '상속·유류분', '음주운전'],
  linkCards: [card, { ...card, title: '채팅 상담', link: 'https://chat.example', newTab: true }],
};

describe('homeLandingResponseSchema', () => {
  itAccepts(homeLandingResponseSchema, { result: true, data: landing });
  itRejects(homeLandingResponseSchema, [
    [
      'a card without newTab',
      { result: true, data: { ...landing, linkCards: [{ ...card, newTab: undefined }] } },
      'data.linkCards.0.newTab',
    ],
    [
      'hash tags as one string',
      { result: true, data: { ...landing, hashTags: '#이혼 #상속' } },
      'data.hashTags',
    ],
  ]);
});
