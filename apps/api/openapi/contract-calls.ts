// Three calls through types generated from the api's OpenAPI document (one site, one chat, one
// operator), typechecked by src/openapi/contract.test.ts: if the document stopped describing
// these calls as they are, this file would stop compiling. The `@ts-expect-error` lines show the
// types are strict: each would compile against a document that typed its fields loosely.
// The product's client is @lawfirm/api-client; this file only proves the published contract.
import createClient from 'openapi-fetch';

import type { components, paths } from './generated/api-types';

type ChatError = components['schemas']['ChatError'];

export async function contractCalls(baseUrl: string): Promise<string[]> {
  const api = createClient<paths>({ baseUrl });

  const faq = await api.GET('/api/faq/list', {
    params: { query: { code_desc: 'criminal', keyword: '음주운전', pageNumber: 1 } },
  });
  const questions: string[] = faq.data?.data.list.map((item) => item.question) ?? [];

  const sent = await api.POST('/chatctm/chi/chatinquirymessagesend', {
    headers: { a: 'chat-token' },
    params: { header: { v: '1.0.0' } },
    body: { d: { chat_inquiry_number: 1, html_content: '<p>안녕하세요</p>', json_data: null } },
  });
  const refusal: ChatError['result_info']['result_cd'] | undefined =
    sent.error?.result_info.result_cd;
  const messageNumber: number | undefined = sent.data?.data.message.message_number;

  const inquiries = await api.GET('/chatops/inquiries', {
    headers: { authorization: 'Bearer operator-token' },
    params: { query: { state: 'CHI00800001', mine: 'Y' } },
  });
  const numbers = inquiries.data?.data.inquiries.map((inquiry) => inquiry.chat_inquiry_number);

  // @ts-expect-error pageNumber is a number
  await api.GET('/api/faq/list', { params: { query: { pageNumber: 'first' } } });
  await api.POST('/chatctm/chi/chatinquirymessagesend', {
    // @ts-expect-error a message needs its inquiry's number
    body: { d: { html_content: 'x', json_data: null } },
  });
  // @ts-expect-error no such inquiry state
  await api.GET('/chatops/inquiries', { params: { query: { state: 'ARCHIVED' } } });
  // @ts-expect-error no such path
  await api.GET('/api/faq/everything');

  return [...questions, String(refusal), String(messageNumber), ...(numbers ?? []).map(String)];
}
