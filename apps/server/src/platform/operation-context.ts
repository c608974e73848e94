import type { OperationDefinition, OperationName, ParsedRequestOf, ResponseOf } from '@ebelediye/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config/app-config';
import type { Db } from '../db/kysely';
import type { BankAdapters } from '../integrations/banks';
import type { EdevletAdapter } from '../integrations/edevlet/adapter';
import type { MailTransport } from '../integrations/mail/transport';
import type { SmsGateway } from '../integrations/sms/gateway';
import type { RateLimiter } from './rate-limit';

/** The signed-in member, as proven by the access token. */
export interface Member {
  userOid: number;
  registryOid: number;
  nationalId: string;
  /** The refresh-token family of this sign-in; always there on a member read from an access token, absent on one the seed builds. */
  familyId?: string;
}

/** Shared services with state or outside connections, built once per app. */
export interface OperationServices {
  limiter: RateLimiter;
  sms: SmsGateway;
  edevlet: EdevletAdapter;
  banks: BankAdapters;
  mail: MailTransport | null;
  /** What other capabilities tell the notifications capability. */
  notifier: Notifier;
}

export interface Notifier {
  /** A member's payment was committed: the receipt mail, if they asked for it. Never throws. */
  receiptCollected(memberOid: number, collectionOid: number): Promise<void>;
  /** A decision on the member's application or complaint (key: once per decision). Never throws. */
  decisionMade(to: DecisionRecipient, key: string, message: { subject: string; text: string }): Promise<void>;
}

/** Whom a decision concerns: the member who sent a complaint, or the registry an application or filing belongs to. */
export type DecisionRecipient = { memberOid: number } | { registryOid: number };

export interface OperationContext {
  db: Db;
  config: AppConfig;
  member: Member | null;
  ip: string;
  log: FastifyBaseLogger;
  now(): Date;
  services: OperationServices;
  /** The caller's User-Agent, only to tell a phone from a computer in the sign-in log (never stored). */
  userAgent?: string | undefined;
}

/** Writes a citizen's access log entry for an operation with `accessLog`. */
/** Writes the access log of a staff read; `answer` is what the read returned (an export's rows name whose records left the system). */
export type AccessLogger = (entry: { operation: OperationDefinition; body: unknown; answer: unknown; staff: Member; at: Date }) => Promise<void>;

export type OperationHandler<N extends OperationName> = (body: ParsedRequestOf<N>, ctx: OperationContext) => Promise<ResponseOf<N>> | ResponseOf<N>;

/** One handler for every operation of the registry: the type makes a missing one a compile error. */
export type OperationHandlers = { [N in OperationName]: OperationHandler<N> };

/** What a module contributes: handlers for its own operations. */
export type ModuleHandlers<N extends OperationName> = { [K in N]: OperationHandler<K> };
