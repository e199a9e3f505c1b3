/** A group of organisations before it is shown: how many, and their amount in minor units. */
export interface CountedGroup<Key extends string> {
  key: Key | "other";
  organisations: number;
  amountMinor: bigint;
}

/** No group of fewer organisations is shown on its own to a sponsor who may not see names. */
export const SMALLEST_GROUP = 3;

/**
 * Groups as a sponsor may see them: any group under three organisations goes into one
 * "other" group; while "other" itself holds one or two, the smallest group shown joins it
 * (ties: the later in the given order, so the order of stages or categories is kept as far
 * as it can be). If everything together is still under three, nothing is shown: with one or
 * two investors, any breakdown would tell their figures.
 */
export function mergeSmallGroups<Key extends string>(
  groups: readonly CountedGroup<Key>[],
): CountedGroup<Key>[] {
  const shown = groups.filter((group) => group.organisations >= SMALLEST_GROUP);
  const other: CountedGroup<Key> = { key: "other", organisations: 0, amountMinor: 0n };
  const join = (group: CountedGroup<Key>) => {
    other.organisations += group.organisations;
    other.amountMinor += group.amountMinor;
  };
  for (const group of groups)
    if (group.organisations > 0 && group.organisations < SMALLEST_GROUP) join(group);
  while (other.organisations > 0 && other.organisations < SMALLEST_GROUP && shown.length > 0) {
    let smallest = 0;
    shown.forEach((group, index) => {
      if (group.organisations <= (shown[smallest]?.organisations ?? 0)) smallest = index;
    });
    const [moved] = shown.splice(smallest, 1);
    if (moved) join(moved);
  }
  if (other.organisations === 0) return shown;
  return other.organisations < SMALLEST_GROUP ? [] : [...shown, other];
}
