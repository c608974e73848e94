import { randomInt } from 'node:crypto';

const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** 'EB' + 18 characters from the CSPRNG (~93 bits): the number alone opens an order's result page. */
export function newOrderNumber(): string {
  let text = 'EB';
  for (let i = 0; i < 18; i++) text += alphabet[randomInt(alphabet.length)];
  return text;
}
