import { sql, type Kysely } from 'kysely';

const timestamp = 'timestamptz';

/**
 * Identity: registries (persons and companies known to the municipality), their
 * members, sessions, one-time codes and tickets, the SMS outbox, and the audit trail.
 * Secrets are stored only as hashes: refresh tokens, tickets, codes and handles.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('registry')
    .addColumn('oid', 'bigserial', (c) => c.primaryKey())
    // Subscriber types: G retail, Y foreign retail, T corporate, K public, D other.
    .addColumn('registry_type', 'text', (c) => c.notNull().check(sql`registry_type in ('G', 'Y', 'T', 'K', 'D')`))
    .addColumn('national_id', 'text', (c) => c.unique())
    .addColumn('tax_number', 'text', (c) => c.unique())
    .addColumn('first_name', 'text')
    .addColumn('last_name', 'text')
    .addColumn('title', 'text')
    .addColumn('father_name', 'text')
    .addColumn('mother_name', 'text')
    .addColumn('birth_date', 'date')
    .addColumn('birth_place', 'text')
    .addColumn('gender', 'text', (c) => c.check(sql`gender in ('E', 'K')`))
    .addColumn('gsm', 'text')
    .addColumn('email', 'text')
    .addColumn('tax_office_code', 'text')
    .addColumn('district_code', 'integer', (c) => c.references('district.district_code'))
    .addColumn('street_code', 'integer', (c) => c.references('street.street_code'))
    .addColumn('outer_door_oid', 'bigint', (c) => c.references('outer_door.oid'))
    .addColumn('inner_door_oid', 'bigint', (c) => c.references('inner_door.oid'))
    .addColumn('created_at', timestamp, (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('registry_identifier_ck', sql`national_id is not null or tax_number is not null`)
    .execute();

  await db.schema
    .createTable('registry_representative')
    .addColumn('company_registry_oid', 'bigint', (c) => c.notNull().references('registry.oid').onDelete('cascade'))
    .addColumn('person_registry_oid', 'bigint', (c) => c.notNull().references('registry.oid').onDelete('cascade'))
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('YETKILI'))
    .addPrimaryKeyConstraint('registry_representative_pk', ['company_registry_oid', 'person_registry_oid'])
    .execute();
  await db.schema.createIndex('registry_representative_person_idx').on('registry_representative').column('person_registry_oid').execute();

  await db.schema
    .createTable('member')
    .addColumn('oid', 'bigserial', (c) => c.primaryKey())
    .addColumn('registry_oid', 'bigint', (c) => c.notNull().unique().references('registry.oid'))
    .addColumn('user_name', 'text', (c) => c.notNull().unique())
    // Null for members who only ever signed in through e-Devlet.
    .addColumn('password_hash', 'text')
    .addColumn('role_code', 'text', (c) => c.notNull().defaultTo('USER'))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('PENDING', 'ACTIVE')`))
    .addColumn('gsm', 'text')
    .addColumn('email', 'text')
    .addColumn('sms_consent', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('member_name', 'text')
    .addColumn('member_surname', 'text')
    .addColumn('kvkk_consent_at', timestamp)
    .addColumn('registration_key_hash', 'text')
    .addColumn('pending_until', timestamp)
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .addColumn('updated_at', timestamp, (c) => c.notNull())
    .addColumn('password_changed_at', timestamp)
    .execute();
  await db.schema.createIndex('member_created_idx').on('member').column('created_at').execute();

  await db.schema
    .createTable('refresh_token')
    .addColumn('oid', 'bigserial', (c) => c.primaryKey())
    .addColumn('member_oid', 'bigint', (c) => c.notNull().references('member.oid').onDelete('cascade'))
    .addColumn('family_id', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .addColumn('expires_at', timestamp, (c) => c.notNull())
    .addColumn('rotated_at', timestamp)
    .addColumn('revoked_at', timestamp)
    .execute();
  await db.schema.createIndex('refresh_token_family_idx').on('refresh_token').column('family_id').execute();
  await db.schema.createIndex('refresh_token_member_idx').on('refresh_token').column('member_oid').execute();

  await db.schema
    .createTable('login_ticket')
    .addColumn('ticket_hash', 'text', (c) => c.primaryKey())
    .addColumn('member_oid', 'bigint', (c) => c.notNull().references('member.oid').onDelete('cascade'))
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .addColumn('expires_at', timestamp, (c) => c.notNull())
    .addColumn('used_at', timestamp)
    .execute();

  await db.schema
    .createTable('verification_code')
    .addColumn('oid', 'bigserial', (c) => c.primaryKey())
    .addColumn('operation_ref', 'text', (c) => c.notNull().unique())
    .addColumn('purpose', 'text', (c) => c.notNull().check(sql`purpose in ('REGISTER', 'UPDATE_PHONE')`))
    .addColumn('national_id', 'text', (c) => c.notNull())
    .addColumn('gsm', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .addColumn('expires_at', timestamp, (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('verified_at', timestamp)
    .addColumn('proof_hash', 'text', (c) => c.unique())
    .addColumn('proof_expires_at', timestamp)
    .addColumn('consumed_at', timestamp)
    .execute();

  await db.schema
    .createTable('used_human_verification')
    .addColumn('challenge_id', 'text', (c) => c.primaryKey())
    .addColumn('expires_at', timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('used_human_verification_expiry_idx').on('used_human_verification').column('expires_at').execute();

  await db.schema
    .createTable('sms_outbox')
    .addColumn('oid', 'bigserial', (c) => c.primaryKey())
    .addColumn('gsm', 'text', (c) => c.notNull())
    // Type 6 verification codes, type 7 new-password and membership messages.
    .addColumn('type_code', 'integer', (c) => c.notNull())
    .addColumn('message_code', 'integer')
    .addColumn('title', 'text')
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('QUEUED', 'SENT', 'FAILED')`))
    .addColumn('provider_ref', 'text')
    .addColumn('error', 'text')
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .addColumn('sent_at', timestamp)
    .execute();
  await db.schema.createIndex('sms_outbox_gsm_idx').on('sms_outbox').columns(['gsm', 'created_at']).execute();

  await db.schema
    .createTable('edevlet_handle')
    .addColumn('handle_hash', 'text', (c) => c.primaryKey())
    .addColumn('purpose', 'text', (c) => c.notNull().check(sql`purpose in ('PERSON_INFO', 'LOGIN')`))
    .addColumn('national_id', 'text')
    // e-Devlet's access token, encrypted, only while the person info is still to be read.
    .addColumn('sealed_token', 'text')
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .addColumn('expires_at', timestamp, (c) => c.notNull())
    .addColumn('used_at', timestamp)
    .execute();

  await db.schema
    .createTable('audit_event')
    .addColumn('oid', 'bigserial', (c) => c.primaryKey())
    .addColumn('occurred_at', timestamp, (c) => c.notNull())
    .addColumn('event_type', 'text', (c) => c.notNull())
    .addColumn('member_oid', 'bigint', (c) => c.references('member.oid').onDelete('set null'))
    .addColumn('method', 'text')
    .addColumn('success', 'boolean', (c) => c.notNull())
    .addColumn('ip_address', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .execute();
  await db.schema.createIndex('audit_event_member_idx').on('audit_event').columns(['member_oid', 'occurred_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'audit_event', 'edevlet_handle', 'sms_outbox', 'used_human_verification', 'verification_code', 'login_ticket',
    'refresh_token', 'member', 'registry_representative', 'registry',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
