import type { Target } from './load';

export interface LargestLookup {
  districtCode: number;
  streets: number;
  /** The response body, for the same-size bare Fastify ceiling. */
  payload: string;
}

async function post(baseUrl: string, name: string, body: unknown): Promise<string> {
  const response = await fetch(`${baseUrl}/api/${name}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${name} answered ${response.status}`);
  return response.text();
}

/** Finds the district whose street list is the longest: the largest public lookup of the address screens. */
export async function largestDistrict(baseUrl: string): Promise<LargestLookup> {
  const districts = JSON.parse(await post(baseUrl, 'GetDistrictListWithoutAuthorization', {})) as { districtCode: number }[];
  let best: LargestLookup | null = null;
  for (const { districtCode } of districts) {
    const payload = await post(baseUrl, 'GetStreetListWithoutAuthorization', { districtCode });
    const streets = (JSON.parse(payload) as unknown[]).length;
    if (!best || streets > best.streets) best = { districtCode, streets, payload };
  }
  if (!best) throw new Error('the portal lists no districts: was the database seeded?');
  return best;
}

/** The public lookups measured on the portal. */
export function portalTargets(baseUrl: string, largest: LargestLookup): Target[] {
  return [
    { name: `GetStreetList (${largest.streets} streets)`, url: `${baseUrl}/api/GetStreetListWithoutAuthorization`, body: { districtCode: largest.districtCode } },
    { name: 'RetrieveParameters 7', url: `${baseUrl}/api/RetrieveParametersWithoutAuthorization`, body: { parameterTypeCode: '7' } },
    { name: 'RetrieveMenus', url: `${baseUrl}/api/RetrieveMenusWithoutAuthorization`, body: {} },
  ];
}
