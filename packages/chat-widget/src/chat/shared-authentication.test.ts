import { describe, expect, it, vi } from 'vitest';

import { shareAuthentication } from './shared-authentication';
import type { SharedAuthentication } from './tab-group';
import { memoryTabs } from './test-support/memory-tab-groups';

const answer = (token: string): SharedAuthentication =>
  ({ token, channel_number: 1, certification_yn: 'N' }) as SharedAuthentication;

function tabWith(tabs: ReturnType<typeof memoryTabs>, leader: boolean, waitMs = 1_000) {
  return { share: shareAuthentication({ group: tabs.tab(), isLeader: () => leader, waitMs }) };
}

describe('shareAuthentication', () => {
  it('the leader authenticates; a follower gets its answer and does not authenticate', async () => {
    const tabs = memoryTabs();
    const leader = tabWith(tabs, true);
    const follower = tabWith(tabs, false);
    const leaderOwn = vi.fn(() => Promise.resolve(answer('A')));
    const followerOwn = vi.fn(() => Promise.resolve(answer('B')));
    expect(await leader.share(leaderOwn, null)).toEqual(answer('A'));
    expect(await follower.share(followerOwn, null)).toEqual(answer('A'));
    expect(leaderOwn).toHaveBeenCalledOnce();
    expect(followerOwn).not.toHaveBeenCalled();
  });

  it('a follower whose token expired gets a new one, authenticated once by the leader', async () => {
    const tabs = memoryTabs();
    const leader = tabWith(tabs, true);
    const follower = tabWith(tabs, false);
    const leaderOwn = vi
      .fn()
      .mockResolvedValueOnce(answer('A'))
      .mockResolvedValueOnce(answer('A2'));
    await leader.share(leaderOwn, null);
    expect(await follower.share(vi.fn(), 'A')).toEqual(answer('A2'));
    expect(leaderOwn).toHaveBeenCalledTimes(2);
  });

  it('a follower that asks before the leader has authenticated gets its answer once it has', async () => {
    const tabs = memoryTabs();
    const leader = tabWith(tabs, true);
    const follower = tabWith(tabs, false);
    const followerOwn = vi.fn(() => Promise.resolve(answer('B')));
    const asked = follower.share(followerOwn, null);
    await new Promise((resolve) => setTimeout(resolve, 0));
    await leader.share(() => Promise.resolve(answer('A')), null);
    expect(await asked).toEqual(answer('A'));
    expect(followerOwn).not.toHaveBeenCalled();
  });

  it('without an answer in time, the follower authenticates itself', async () => {
    vi.useFakeTimers();
    try {
      const tabs = memoryTabs();
      const follower = tabWith(tabs, false, 3_000);
      const own = vi.fn(() => Promise.resolve(answer('B')));
      const shared = follower.share(own, null);
      await vi.advanceTimersByTimeAsync(3_000);
      expect(await shared).toEqual(answer('B'));
      expect(own).toHaveBeenCalledOnce();
    } finally {
      vi.useRealTimers();
    }
  });
});
