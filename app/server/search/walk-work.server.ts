/**
 * What the last ranked search did, for benchmarks (bench/search.ts reports it): titles taken,
 * groups opened, matches read, jobs bounded by their length (sized) or their own fields (refined),
 * jobs scored, and whether it stopped at the most work a search may do (MAX_REFINED, MAX_SCORED in
 * walk.server.ts). Each step of the walk adds its own; ranked.server.ts resets it.
 */
export const lastWalk = { titles: 0, opened: 0, read: 0, sized: 0, refined: 0, scored: 0, limited: false };

export function resetLastWalk() {
  Object.assign(lastWalk, { titles: 0, opened: 0, read: 0, sized: 0, refined: 0, scored: 0, limited: false });
}
