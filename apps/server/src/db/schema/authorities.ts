import type { Generated } from 'kysely';

/** What a member lets another member do for a registry (migration 2026-12-03T09-00, docs/security.md). */
export type StoredAuthorityStatus = 'offered' | 'active' | 'declined' | 'revoked';

export interface AuthorityTables {
  member_authority: {
    oid: Generated<number>;
    principal_registry_oid: number;
    granted_by_member_oid: number;
    grantee_member_oid: number;
    /** Scope codes of the contract's authorityScopes. */
    scopes: string[];
    /** Business dates (Europe/Istanbul), both days included. */
    valid_from: string;
    valid_until: string;
    status: StoredAuthorityStatus;
    created_at: Date;
  };
  member_authority_event: { oid: Generated<number>; authority_oid: number; status: StoredAuthorityStatus; by_member_oid: number; at: Date };
  member_authority_use: { oid: Generated<number>; authority_oid: number; acting_member_oid: number; action: string; detail: string | null; at: Date };
}
