// spec/site.md §2 Sign-in: the four provider buttons, "{provider} 계정 로그인". Each is a link: the
// browser navigates to the identity service (§7 #8). The marks are drawn for this site in the
// providers' colours, not their logos.
import { PROVIDERS } from '@lawfirm/api-client';
import type { Provider } from '@lawfirm/api-client/site-core';
import type { JSX } from 'react';
import { PROVIDER_NAMES } from '../../member/provider-names';

/** §2 "each labelled '{provider} account login'". */
export const providerButtonLabel = (provider: Provider) =>
  `${PROVIDER_NAMES[provider]} 계정 로그인`;

/** Each provider's mark, drawn on one 24-unit grid in the current colour. */
const PROVIDER_MARKS: Record<Provider, JSX.Element> = {
  // A speech bubble: the messenger.
  kakao: (
    <path
      fill="currentColor"
      d="M12 4C7 4 3 7.1 3 10.9c0 2.5 1.7 4.6 4.2 5.8l-.9 3.3c-.1.3.3.6.6.4l3.9-2.6c.4 0 .8.1 1.2.1 5 0 9-3.1 9-7S17 4 12 4Z"
    />
  ),
  naver: <path fill="currentColor" d="M5 5h4.6l4.8 7V5H19v14h-4.6l-4.8-7v7H5Z" />,
  google: (
    <path
      fill="none"
      stroke="currentColor"
      strokeWidth="2.6"
      strokeLinecap="round"
      d="M18.5 8.2A7.5 7.5 0 1 0 19.5 12h-7"
    />
  ),
  apple: (
    <path
      fill="currentColor"
      d="M16.6 12.6c0-2.2 1.8-3.2 1.9-3.3-1-1.5-2.6-1.7-3.2-1.7-1.3-.1-2.6.8-3.3.8-.7 0-1.7-.8-2.8-.8-1.5 0-2.8.8-3.6 2.1-1.5 2.6-.4 6.5 1.1 8.7.7 1 1.6 2.2 2.7 2.2 1.1 0 1.5-.7 2.8-.7 1.3 0 1.7.7 2.8.7 1.2 0 1.9-1.1 2.6-2.1.8-1.2 1.2-2.3 1.2-2.4-.1 0-2.2-.9-2.2-3.5ZM14.5 6.1c.6-.7 1-1.7.9-2.6-.8 0-1.9.6-2.5 1.3-.5.6-1 1.6-.9 2.5.9.1 1.9-.5 2.5-1.2Z"
    />
  ),
};

function ProviderMark({ provider }: { provider: Provider }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {PROVIDER_MARKS[provider]}
    </svg>
  );
}

export interface ProviderButtonsProps {
  /** The URL each button opens (#8). */
  hrefOf(provider: Provider): string;
  /** The id of a note every button is described by (the local test accounts' label). */
  describedBy?: string | undefined;
}

export function ProviderButtons({ hrefOf, describedBy }: ProviderButtonsProps) {
  return (
    <ul className="site-login__providers">
      {PROVIDERS.map((provider) => (
        <li key={provider}>
          <a
            className="site-login__provider"
            data-provider={provider}
            href={hrefOf(provider)}
            aria-describedby={describedBy}
          >
            <ProviderMark provider={provider} />
            <span>{providerButtonLabel(provider)}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
