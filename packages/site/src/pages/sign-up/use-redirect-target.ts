// Where sign-up leads once finished (spec/site.md §4 Sign-up): the redirect query parameter
// (decoded by the router), as a path of this site (siteRedirectPath, §5), or /.
import { siteRedirectPath } from '@lawfirm/api-client/site-core';
import { useNavigate } from '@tanstack/react-router';
import { useRef } from 'react';

/** Goes to the redirect target, once (the dialog's button and its close event both call it). */
export function useRedirectTarget(redirect: string | undefined): () => void {
  const navigate = useNavigate();
  const left = useRef(false);
  return () => {
    if (left.current) return;
    left.current = true;
    void navigate({ href: siteRedirectPath(redirect) });
  };
}

/** The search of a step's link to the other step: the redirect goes along. */
export function redirectSearch(redirect: string | undefined): { redirect?: string } {
  return redirect ? { redirect } : {};
}
