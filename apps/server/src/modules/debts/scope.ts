import { errorCatalogue, istanbulDate } from '@ebelediye/contract';
import { maskName } from '../../accounts/masking';
import { authorityOf, maskIdentifier, payerScope, requireRegistryInScope, type PayerScope, type ScopePurpose } from '../../ledger';
import { DomainError } from '../../platform/domain-error';
import type { OperationContext } from '../../platform/operation-context';
import { findRegistries, type RegistryNameRow } from './repo';

/** The member's scope for seeing debts and the one registry they named; another's registry is 404. */
export async function memberRegistry(ctx: OperationContext, registryInfoOid: number): Promise<{ scope: PayerScope; registryOid: number }> {
  const scope = await payerScope(ctx.db, ctx.config, { member: ctx.member }, ctx.now(), 'see-debts');
  return { scope, registryOid: requireRegistryInScope(scope, registryInfoOid) };
}

/**
 * Public debt calls serve a signed-in member (who names a registry, else their own) or a
 * fast-payment caller (whose proof names the registry; naming another one is 404).
 */
export async function payerRegistry(
  ctx: OperationContext,
  body: { registryInfoOid?: number | undefined; paymentProof?: string | undefined },
  purpose: ScopePurpose,
): Promise<{ scope: PayerScope; registryOid: number }> {
  const scope = await payerScope(ctx.db, ctx.config, { member: ctx.member, paymentProof: ctx.member ? null : body.paymentProof }, ctx.now(), purpose);
  const registryOid = body.registryInfoOid ?? scope.registryOids[0];
  if (registryOid === undefined) throw new DomainError('NOT_FOUND');
  return { scope, registryOid: requireRegistryInScope(scope, registryOid) };
}

/**
 * The day the delay fine runs to: the one asked for, else today in Istanbul. A day before
 * today is refused: the fine of a debt already late cannot shrink, and a list priced in the
 * past would show less than any payment charges (docs/domain/delay-fine.md).
 */
export function fineDate(ctx: OperationContext, asked: string | undefined): { asOf: string; isForecast: boolean } {
  const today = istanbulDate(ctx.now());
  if (asked === undefined || asked === today) return { asOf: today, isForecast: false };
  if (asked < today) throw new DomainError('FINE_DATE_IN_PAST', undefined, { delayFineCalculationDate: errorCatalogue.FINE_DATE_IN_PAST.tr });
  return { asOf: asked, isForecast: true };
}

const fullName = (r: RegistryNameRow) => r.title ?? [r.first_name, r.last_name].filter(Boolean).join(' ');

/** How a registry is named to the caller: in full to a member, masked to a fast-payment caller. */
export function registryView(row: RegistryNameRow, scope: PayerScope, ownOid: number | null) {
  const masked = scope.kind === 'proof';
  const identifier = row.national_id ?? row.tax_number;
  return {
    registryOid: row.oid,
    registryType: row.registry_type,
    displayName: masked ? maskName(fullName(row)) : fullName(row),
    identifier: identifier && masked ? maskIdentifier(identifier) : identifier,
    isOwn: row.oid === ownOid,
    byAuthority: authorityOf(scope, row.oid) !== null,
  };
}

export async function describeRegistry(ctx: OperationContext, scope: PayerScope, registryOid: number) {
  const [row] = await findRegistries(ctx.db, [registryOid]);
  if (!row) throw new DomainError('NOT_FOUND');
  return registryView(row, scope, ctx.member?.registryOid ?? null);
}
