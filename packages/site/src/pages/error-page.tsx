import { Button } from '@lawfirm/ui';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';

import { ActionLink } from '../components/action-link';
import { telHref } from '../lib/tel-href';
import { useHydrationMarker } from '../lib/use-hydration-marker';
import { ERROR_TITLE } from '../route-titles';
import { useSiteSettings } from '../settings/site-settings';

/**
 * The page of a route that failed to load or render: the apps' router renders it inside the
 * layout (header and footer stay) in place of the route's content, on the server (answered
 * 500) and in the browser. It says only that something failed: what failed is logged, never
 * shown. "다시 시도" runs the routes' loaders again; the page comes back once they succeed.
 */
export function ErrorPage() {
  useHydrationMarker();
  const router = useRouter();
  const { phone } = useSiteSettings();
  const [retrying, setRetrying] = useState(false);

  async function retry() {
    setRetrying(true);
    try {
      // Reloads every match; the error boundary resets once its match is replaced.
      await router.invalidate();
    } finally {
      setRetrying(false);
    }
  }

  return (
    <section className="site-container site-page site-error-page">
      <h1 className="site-page__title">{ERROR_TITLE}</h1>
      <p className="site-page__lead">
        잠시 후 다시 시도해 주세요. 급한 상담은 대표번호 <a href={telHref(phone)}>{phone}</a>로
        전화해 주세요.
      </p>
      <p className="site-page__actions site-error-page__actions">
        <Button onClick={() => void retry()} disabled={retrying}>
          다시 시도
        </Button>
        <ActionLink to="/" variant="secondary">
          홈으로 가기
        </ActionLink>
      </p>
    </section>
  );
}
