// The four sign-in providers as a Korean visitor names them (spec/site.md §2 Sign-in): the
// sign-in buttons and my page say them alike.
import type { Provider } from '@lawfirm/api-client/site-core';

export const PROVIDER_NAMES: Readonly<Record<Provider, string>> = {
  kakao: '카카오',
  naver: '네이버',
  google: '구글',
  apple: '애플',
};
