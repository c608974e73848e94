import { isValidTckn } from './tckn';
import { isValidVkn } from './vkn';

/** Individuals use their TCKN as tax id, companies a VKN: an id field accepts either (docs/domain/identity-numbers.md). */
export function isValidTcknOrVkn(value: string): boolean {
  return value.length === 11 ? isValidTckn(value) : isValidVkn(value);
}
