// What the console knows about the live feed: its connection state (for the header), and the
// inquiry whose conversation is open (the feed follows it in full: watch=).
import { create } from 'zustand';

export type FeedStatus = 'connecting' | 'live' | 'waiting';

export interface FeedState {
  status: FeedStatus;
  watched: number | null;
  setStatus(status: FeedStatus): void;
  watch(inquiry: number | null): void;
}

export const useFeedStore = create<FeedState>()((set) => ({
  status: 'connecting',
  watched: null,
  setStatus: (status) => set({ status }),
  watch: (watched) => set({ watched }),
}));
