import type { Member } from '@lawfirm/api-client/site-core';
import { Link } from '@tanstack/react-router';

import { ActionLink } from '../../components/action-link';
import { Breadcrumb } from '../../components/breadcrumb';
import { useHydrationMarker } from '../../lib/use-hydration-marker';

import type { MemberInterest } from './member-interests';
import { MEMBER_COPY, MYPAGE_BREADCRUMBS, MYPAGE_TITLE, WITHDRAWAL_TITLE } from './member-copy';

export interface MyPageProps {
  member: Pick<Member, 'name' | 'email' | 'provider'>;
  interests: readonly MemberInterest[];
}

/**
 * spec/site.md §2 /mypage ("content not shown"; ours): who is signed in and how, the interests
 * chosen at sign-up (§2 Sign-up: used for tailored content in the app), the way to the cases
 * and to withdrawal.
 */
export function MyPage({ member, interests }: MyPageProps) {
  useHydrationMarker();
  return (
    <section className="site-container site-page member-page">
      <Breadcrumb items={MYPAGE_BREADCRUMBS} />
      <h1 className="site-page__title">{MYPAGE_TITLE}</h1>
      <div className="member-mypage">
        <section className="member-panel" aria-labelledby="member-account-title">
          <h2 id="member-account-title" className="member-panel__title">
            {MEMBER_COPY.accountHeading}
          </h2>
          <dl className="member-account">
            <div>
              <dt>{MEMBER_COPY.name}</dt>
              <dd>{member.name ?? MEMBER_COPY.notGiven}</dd>
            </div>
            <div>
              <dt>{MEMBER_COPY.email}</dt>
              <dd>{member.email ?? MEMBER_COPY.notGiven}</dd>
            </div>
            <div>
              <dt>{MEMBER_COPY.provider}</dt>
              <dd>
                <span className="member-provider" data-provider={member.provider}>
                  {MEMBER_COPY.providerAccount(member.provider)}
                </span>
              </dd>
            </div>
          </dl>
        </section>
        <section className="member-panel" aria-labelledby="member-interests-title">
          <h2 id="member-interests-title" className="member-panel__title">
            {MEMBER_COPY.interestsHeading}
          </h2>
          {interests.length === 0 ? (
            <p className="member-panel__empty">{MEMBER_COPY.noInterests}</p>
          ) : (
            <ul className="member-interests">
              {interests.map((interest) => (
                <li key={interest.code}>
                  <h3 className="member-interests__category">{interest.name}</h3>
                  {interest.fields.length > 0 ? (
                    <ul
                      className="site-inline-list"
                      aria-label={`${interest.name} ${MEMBER_COPY.interestsFields}`}
                    >
                      {interest.fields.map((field) => (
                        <li key={field} className="member-interests__field">
                          {field}
                        </li>
                      ))}
                    </ul>
                  ) : (
                    <p className="member-interests__none">{MEMBER_COPY.noFieldsInCategory}</p>
                  )}
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
      <p className="member-mypage__actions">
        <ActionLink to="/mycase">{MEMBER_COPY.myCasesLink}</ActionLink>
        <Link to="/mypage/withdrawal" className="member-mypage__withdraw">
          {WITHDRAWAL_TITLE}
        </Link>
      </p>
    </section>
  );
}
