import type { AppConfig } from '../../config/app-config';
import type { Fetch } from '../simulator-fetch';
import type { BankAdapter } from './adapter';
import { CardVault } from './card-vault';
import { NestpayAdapter } from './nestpay';
import { PayflexAdapter } from './payflex';

export type { BankAdapter } from './adapter';

/** One adapter per configured bank, by bank code (merchant codes). */
export class BankAdapters {
  private readonly byCode = new Map<string, BankAdapter>();

  constructor(config: AppConfig, fetch: Fetch, now: () => Date) {
    const vault = new CardVault(now, config.payments.threeDWindowMinutes * 60_000);
    for (const setting of config.payments.banks) {
      const secret = config.secrets.banks[setting.bankCode] ?? { storeKey: '', apiUser: '', apiPassword: '', serviceKey: '' };
      const adapter = setting.protocol === 'nestpay' ? new NestpayAdapter(setting, secret, fetch) : new PayflexAdapter(setting, secret, fetch, vault);
      this.byCode.set(setting.bankCode, adapter);
    }
  }

  get(bankCode: string): BankAdapter | null {
    return this.byCode.get(bankCode) ?? null;
  }

  all(): BankAdapter[] {
    return [...this.byCode.values()];
  }
}
