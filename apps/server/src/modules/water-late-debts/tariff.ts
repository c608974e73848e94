import type { Db } from '../../db/kysely';
import type { SubscriberType } from '../../db/schema/water-billing';
import { findTariffInForce } from '../../subscriptions/tariff-in-force-repo';

/** The reconnection fee of the tariff in force for the subscriber type (none when no tariff sets one). */
export async function reconnectionFee(db: Db, subscriberType: SubscriberType, onDate: string): Promise<number> {
  return Number((await findTariffInForce(db, subscriberType, onDate))?.reconnection_fee ?? 0);
}
