import { randomBytes } from 'node:crypto';

const CODE_SECONDS = 60;
const TOKEN_SECONDS = 600;
const MAX_ENTRIES = 10_000;

interface IssuedCode {
  kimlikNo: string;
  redirectUri: string;
  clientId: string;
  expiresAt: number;
  used: boolean;
}

export type Redemption = { ok: true; kimlikNo: string } | { ok: false; error: 'invalid_grant'; description: string };

/** Drops everything past its time; past the size bound, the oldest too. */
function prune<T extends { expiresAt: number }>(entries: Map<string, T>, at: number) {
  for (const [key, entry] of entries) if (entry.expiresAt <= at || entries.size > MAX_ENTRIES) entries.delete(key);
}

/** Redirect addresses are compared without query or fragment, and with the default port spelled either way. */
function withoutQuery(uri: string): string {
  if (uri.startsWith('/')) return uri.split(/[?#]/)[0]!;
  try {
    const url = new URL(uri);
    return `${url.origin}${url.pathname}`;
  } catch {
    return uri;
  }
}

/** What the simulated e-Devlet remembers between its three endpoints: codes and access tokens. */
export class EdevletSimulatorState {
  private readonly codes = new Map<string, IssuedCode>();
  private readonly tokens = new Map<string, { kimlikNo: string; expiresAt: number }>();

  constructor(private readonly now: () => Date) {}

  issueCode(kimlikNo: string, redirectUri: string, clientId: string): string {
    const at = this.now().getTime();
    prune(this.codes, at);
    const code = `AC${randomBytes(18).toString('base64url')}`;
    this.codes.set(code, { kimlikNo, redirectUri, clientId, expiresAt: at + CODE_SECONDS * 1000, used: false });
    return code;
  }

  /** A code buys one token, within a minute, for the same client and redirect address (RFC 6749 §4.1.3). */
  redeemCode(code: string, redirectUri: string, clientId: string): Redemption {
    const issued = this.codes.get(code);
    const at = this.now().getTime();
    if (!issued || issued.expiresAt <= at) return { ok: false, error: 'invalid_grant', description: 'Yetki kodu geçersiz veya süresi dolmuş.' };
    if (issued.used) return { ok: false, error: 'invalid_grant', description: 'Yetki kodu daha önce kullanılmış.' };
    if (issued.clientId !== clientId || withoutQuery(issued.redirectUri) !== withoutQuery(redirectUri)) {
      return { ok: false, error: 'invalid_grant', description: 'Yetki kodu bu istemci veya dönüş adresi için verilmemiş.' };
    }
    issued.used = true;
    return { ok: true, kimlikNo: issued.kimlikNo };
  }

  issueToken(kimlikNo: string): string {
    const at = this.now().getTime();
    prune(this.tokens, at);
    const token = `AT${randomBytes(24).toString('base64url')}`;
    this.tokens.set(token, { kimlikNo, expiresAt: at + TOKEN_SECONDS * 1000 });
    return token;
  }

  personOf(token: string): string | null {
    const entry = this.tokens.get(token);
    return entry && entry.expiresAt > this.now().getTime() ? entry.kimlikNo : null;
  }
}
