import { randomUUID } from 'node:crypto';

/** An SMS gateway the municipality has a contract with (docs/architecture.md §6). */
export interface SmsProvider {
  readonly name: string;
  /**
   * Hands one message over; answers the provider's reference for it. `sender` is the
   * municipality's registered sender name (the SMS header the phone shows), from its municipality file.
   */
  send(message: { gsm: string; body: string; sender: string }): Promise<{ reference: string }>;
}

/**
 * The demo provider: the outbox is the simulator (`/sim/sms` reads it), so handing a message
 * over means only giving it a reference.
 */
export class DemoSmsProvider implements SmsProvider {
  readonly name = 'demo';

  async send(): Promise<{ reference: string }> {
    return { reference: `demo-${randomUUID()}` };
  }
}
