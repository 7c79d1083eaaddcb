// Shapes shared by the list queries: one page of rows with the count of all, and the two
// neighbours of an entry in list order.

export interface PageRequest {
  limit: number;
  offset: number;
}

export interface PageRows<T> {
  rows: T[];
  totalCount: number;
}

export interface Neighbours<T> {
  /** The older neighbour: listed right after the entry (newest-first lists). */
  prev: T | undefined;
  /** The newer neighbour: listed right before it. */
  next: T | undefined;
}

/** Page `pageNumber` (from 1) of `pageSize` rows. */
export function pageRequest(pageNumber: number, pageSize: number): PageRequest {
  return { limit: pageSize, offset: (pageNumber - 1) * pageSize };
}
