// The integrated search's own speed on the seeded data (spec/site.md §3 integrated search):
// every featured keyword and every field name, each under every tab and several page sizes, so
// that every request is a distinct URL the api's content cache has not answered before. The
// requests run a few at a time, as visitors' searches would; the latencies are the api's whole
// answer (query, mapping, JSON), seen from the client.
import { performance } from 'node:perf_hooks';

const TABS = ['전체', '변호사', '성공사례', '법률정보', '법률Q&A'];
const PAGE_SIZES = [5, 6, 7, 8, 9, 10];
const CONCURRENCY = 4;
/** A search answers before a visitor notices a wait, on the seeded data. */
export const SEARCH_P99_TARGET_MS = 100;

async function json(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

/** @param {string} origin the running product */
export async function measureSearchLatency(origin) {
  const landing = await json(`${origin}/api/home/landing`);
  const groups = await json(`${origin}/api/center/list`);
  const fieldNames = groups.data.filter((group) => group.gubun === 'field').map((g) => g.code_name);
  const keywords = [...landing.data.hashTags, ...fieldNames];
  const urls = keywords.flatMap((keyword) =>
    TABS.flatMap((tab) =>
      PAGE_SIZES.map(
        (pageSize) =>
          `${origin}/api/search?${new URLSearchParams({ keyword, tab, pageSize: String(pageSize) })}`,
      ),
    ),
  );
  const latencies = [];
  let empty = 0;
  let next = 0;
  const worker = async () => {
    while (next < urls.length) {
      const url = urls[next++];
      const started = performance.now();
      const body = await json(url);
      latencies.push(performance.now() - started);
      if (body.data.counts.all === 0) empty += 1;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  latencies.sort((a, b) => a - b);
  const p99 = percentile(latencies, 0.99);
  const met = p99 <= SEARCH_P99_TARGET_MS;
  return {
    met,
    rows: [
      {
        keywords: keywords.length,
        requests: urls.length,
        'found nothing': empty / (TABS.length * PAGE_SIZES.length),
        'p50 ms': percentile(latencies, 0.5).toFixed(1),
        'p99 ms': p99.toFixed(1),
        'max ms': latencies.at(-1).toFixed(1),
        target: `p99 ≤ ${SEARCH_P99_TARGET_MS} ms`,
        verdict: met ? 'met' : 'MISSED',
      },
    ],
  };
}
