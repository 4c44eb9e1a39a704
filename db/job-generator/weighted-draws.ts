// Weighted random draws for the job generator (db/generate-jobs.ts), all from one seeded stream.

export type Random = () => number;

/** Items with cumulative weights, for a draw by binary search. */
export interface Table<T> {
  items: T[];
  cumulative: Float64Array;
}

export function table<T>(pairs: readonly (readonly [T, number])[]): Table<T> {
  const cumulative = new Float64Array(pairs.length);
  let total = 0;
  pairs.forEach(([, weight], i) => (cumulative[i] = total += weight));
  for (let i = 0; i < cumulative.length; i++) cumulative[i] /= total;
  return { items: pairs.map(([item]) => item), cumulative };
}

/** A table of items that each carry their own `weight`. */
export const weighted = <T extends { weight: number }>(items: readonly T[]): Table<T> =>
  table(items.map((item) => [item, item.weight] as const));

/** Items listed most popular first, the k-th weighing 1 / (k + offset)^exponent. */
export function zipf<T>(items: readonly T[], exponent = 1, offset = 0): Table<T> {
  return table(items.map((item, k) => [item, 1 / Math.pow(k + 1 + offset, exponent)] as const));
}

export function draw<T>(from: Table<T>, random: Random): T {
  const r = random();
  const { cumulative } = from;
  let low = 0;
  let high = cumulative.length - 1;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (cumulative[mid] > r) high = mid;
    else low = mid + 1;
  }
  return from.items[low];
}

export const pick = <T>(items: readonly T[], random: Random): T => items[Math.floor(random() * items.length)];

/** An item of a short list ordered most common first: the first is several times likelier than the last. */
export const pickFront = <T>(items: readonly T[], random: Random): T => items[Math.floor(random() * random() * items.length)];

/** k distinct indices below n (n <= 31), in random order, leaving out `excluded` (an index or -1). */
export function distinct(n: number, k: number, random: Random, excluded = -1): number[] {
  const out: number[] = [];
  let used = excluded >= 0 ? 1 << excluded : 0;
  const want = Math.min(k, excluded >= 0 ? n - 1 : n);
  while (out.length < want) {
    const i = Math.floor(random() * n);
    if (used & (1 << i)) continue;
    used |= 1 << i;
    out.push(i);
  }
  return out;
}
