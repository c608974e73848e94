import type { BackOfficeRole } from '@ebelediye/contract';
import type { Generated } from 'kysely';

/** The back office: staff roles, their audit, units and the event log of every queue. */
export interface BackOfficeTables {
  staff_role: { member_oid: number; role_code: BackOfficeRole; granted_by: number; granted_at: Date };
  staff_role_audit: {
    oid: Generated<number>;
    at: Date;
    change: 'grant' | 'revoke' | 'units';
    role_code: BackOfficeRole;
    member_oid: number;
    by_member_oid: number;
    /** The administrator's reason; null on rows from before reasons were asked for. */
    reason: string | null;
    /** A revoke's open items moved, and to whom (null: back to the inbox). */
    items_handed_over: Generated<number>;
    handed_to_member_oid: number | null;
    /** A change of a clerk's units: the units set, comma-separated (empty: none); null on grants and revokes. */
    unit_codes: string | null;
  };
  /** The units a staff member works for: their complaints inbox (docs/architecture.md, "Units and routing"). */
  staff_unit: { member_oid: number; unit_code: string };
  backoffice_unit: { unit_code: string; name: string; sort_order: number };
  backoffice_event: {
    oid: Generated<number>;
    queue: 'complaints' | 'waterCancellations' | 'declarations' | 'restructurings' | 'waterApplications';
    item_oid: number;
    action: string;
    from_status: string | null;
    to_status: string | null;
    /** The employee; null for the citizen or the system. */
    actor_member_oid: number | null;
    note: string | null;
    at: Date;
  };
  reply_template: {
    oid: Generated<number>;
    queue: 'complaints' | 'waterCancellations' | 'declarations' | 'restructurings' | 'waterApplications';
    action: string;
    title: string;
    body: string;
    active: boolean;
    version: number;
    /** Null for the templates the portal came with. */
    updated_by: number | null;
    updated_at: Date;
  };
}
