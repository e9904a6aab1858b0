/**
 * Runs `worker` over `items` with at most `limit` in flight: enough to hide latency, few enough to be
 * polite to a CDN. Once `shouldStop()` is true no new item starts; results come back in finishing order.
 */
export async function runPool<T, R>(
  items: readonly T[],
  limit: number,
  worker: (item: T) => Promise<R>,
  shouldStop: () => boolean,
): Promise<R[]> {
  const results: R[] = [];
  let next = 0;
  async function lane(): Promise<void> {
    while (next < items.length && !shouldStop()) {
      const item = items[next];
      next += 1;
      if (item !== undefined) results.push(await worker(item));
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return results;
}
