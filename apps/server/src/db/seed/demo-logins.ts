import type { Db } from '../kysely';

/**
 * The demo sign-ins to print on start. Members arrive with the identity capability; until
 * then there is nothing to sign in with, and the start-up text says so.
 */
export async function demoLoginLines(_db: Db): Promise<string[]> {
  return ['Demo girişleri: henüz üyelik modülü yok; tüm ekranlar giriş gerektirmeden açıktır.'];
}
