import { z } from 'zod';
import type { Fetch } from '../simulator-fetch';

/** e-Devlet did not answer, or answered something that is not its protocol: the sign-in cannot go on. */
export class EdevletUnanswered extends Error {
  constructor() {
    super('e-Devlet did not answer as its protocol says');
    this.name = 'EdevletUnanswered';
  }
}

/** The three e-Devlet Kapısı endpoints and the institution's client (docs/domain/e-devlet.md). */
export interface EdevletEndpoints {
  authorizationUrl: string;
  tokenUrl: string;
  personInfoUrl: string;
  clientId: string;
  clientSecret: string;
}

const tokenAnswer = z.union([z.object({ access_token: z.string().min(1) }), z.object({ error: z.string(), error_description: z.string().optional() })]);

const personAnswer = z.object({
  sonucKodu: z.string(),
  sonucAciklamasi: z.string().default(''),
  kullaniciBilgileri: z.object({ kimlikNo: z.string(), ad: z.string(), soyad: z.string() }).nullish(),
});

export type EdevletPerson = z.infer<typeof personAnswer>;
export type TokenExchange = { ok: true; accessToken: string } | { ok: false; error: string };

/**
 * Speaks e-Devlet's OAuth2 over HTTP: the code for a token (form POST, snake_case), then the
 * token for the person (form POST to AuthenticationController, camelCase). Any transport or
 * format failure is the spec's "E-devlet girişi başarısız".
 */
export class EdevletAdapter {
  constructor(
    private readonly endpoints: EdevletEndpoints,
    private readonly fetch: Fetch,
  ) {}

  /** The authorization request: response_type=code, client_id, a random state, scope=Kimlik-Dogrula, redirect_uri. */
  authorizationUrl(state: string, redirectUri: string): string {
    const query = new URLSearchParams({ response_type: 'code', client_id: this.endpoints.clientId, state, scope: 'Kimlik-Dogrula', redirect_uri: redirectUri });
    return `${this.endpoints.authorizationUrl}?${query}`;
  }

  async exchangeCode(code: string, redirectUri: string): Promise<TokenExchange> {
    const answer = await this.post(tokenAnswer, this.endpoints.tokenUrl, {
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      client_id: this.endpoints.clientId,
      client_secret: this.endpoints.clientSecret,
    });
    return 'access_token' in answer ? { ok: true, accessToken: answer.access_token } : { ok: false, error: answer.error };
  }

  async person(accessToken: string): Promise<EdevletPerson> {
    return this.post(personAnswer, this.endpoints.personInfoUrl, { clientId: this.endpoints.clientId, accessToken, resourceId: '1', kapsam: 'Ad-Soyad' });
  }

  private async post<T extends z.ZodType>(schema: T, url: string, form: Record<string, string>): Promise<z.output<T>> {
    let body: unknown;
    try {
      const response = await this.fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams(form).toString(),
      });
      body = await response.json();
    } catch {
      throw new EdevletUnanswered();
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw new EdevletUnanswered();
    return parsed.data;
  }
}
