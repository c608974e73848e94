/**
 * Where the next item of a list is, from the place (`at`) the current item had when it was
 * opened: the one after it, or — when acting on it took it out of the list (say, an answered
 * complaint leaves the open work) — the one that moved up into its place.
 */
export function nextPlace(pageKeys: number[], pageStart: number, at: number, currentOid: number): number {
  return pageKeys[at - pageStart] === currentOid ? at + 1 : at;
}

/** The page (from 1) that holds a place (from 0). */
export const pageOfPlace = (place: number, pageSize: number) => Math.floor(place / pageSize) + 1;
