import { BlockList, isIP } from 'node:net';

/** One allowed source: an IPv4 or IPv6 address, or a CIDR block (`10.20.0.0/16`, `2001:db8::/32`). */
export function isAddressOrBlock(entry: string): boolean {
  const [address, prefix, extra] = entry.split('/');
  if (extra !== undefined || !address) return false;
  const family = isIP(address);
  if (family === 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/** An IPv4 address a dual-stack socket reports as `::ffff:127.0.0.1` is the IPv4 address. */
const plain = (address: string) => (/^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(address) ? address.slice(7) : address);

/** Whether a request's source address is one of the bank's allowed addresses or blocks. */
export function addressAllowed(allowed: readonly string[], source: string): boolean {
  const list = new BlockList();
  for (const entry of allowed) {
    const [address, prefix] = entry.split('/') as [string, string | undefined];
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  const address = plain(source);
  const family = isIP(address);
  return family !== 0 && list.check(address, family === 6 ? 'ipv6' : 'ipv4');
}
