/**
 * The two orders the walk keeps (walk.server.ts): the best k jobs scored so far (TopK), and its
 * groups by the potential of their next job (GroupHeap).
 */
import type { Group } from "./groups.server";

interface Ranked {
  id: number;
  score: number;
}

/** The best k so far, best first (score, then the higher id). */
export class TopK {
  readonly items: Ranked[] = [];
  constructor(readonly k: number) {}

  /** The score a job must beat to enter, or -Infinity while there is room. */
  get threshold(): number {
    return this.full ? this.items[this.items.length - 1].score : -Infinity;
  }

  get full(): boolean {
    return this.items.length === this.k;
  }

  add(item: Ranked) {
    const { items } = this;
    const ranksAbove = (other: Ranked) => other.score > item.score || (other.score === item.score && other.id > item.id);
    if (items.length === this.k && ranksAbove(items[items.length - 1])) return;
    let low = 0;
    let high = items.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (ranksAbove(items[middle])) low = middle + 1;
      else high = middle;
    }
    items.splice(low, 0, item);
    if (items.length > this.k) items.pop();
  }
}

/** A max-heap of groups by potential. */
export class GroupHeap {
  readonly items: Group[] = [];

  get top(): Group | undefined {
    return this.items[0];
  }

  push(group: Group) {
    const { items } = this;
    let at = items.length;
    items.push(group);
    while (at > 0) {
      const parent = (at - 1) >> 1;
      if (items[parent].potential >= group.potential) break;
      items[at] = items[parent];
      at = parent;
    }
    items[at] = group;
  }

  /** After the top's potential fell: sink it to its place, or drop it when it has nothing left. */
  settleTop(drop: boolean) {
    const { items } = this;
    let moving = items[0];
    if (drop) {
      moving = items.pop()!;
      if (items.length === 0) return;
    }
    let at = 0;
    for (;;) {
      const left = 2 * at + 1;
      if (left >= items.length) break;
      const child = left + 1 < items.length && items[left + 1].potential > items[left].potential ? left + 1 : left;
      if (items[child].potential <= moving.potential) break;
      items[at] = items[child];
      at = child;
    }
    items[at] = moving;
  }
}
