import type { Generated } from 'kysely';
import type { AuthorityTables } from './schema/authorities';
import type { BackOfficeTables } from './schema/backoffice';
import type { BankServiceTables } from './schema/bank-service';
import type { CalendarTables } from './schema/calendar';
import type { ContractCancellationTables } from './schema/contract-cancellation';
import type { DeclarationTables } from './schema/declarations';
import type { ImportTables } from './schema/imports';
import type { LedgerTables } from './schema/ledger';
import type { JobTables } from './schema/jobs';
import type { PaymentTables } from './schema/payment';
import type { PrivacyTables } from './schema/privacy';
import type { RestructuringTables } from './schema/restructuring';
import type { StaffTables } from './schema/staff';
import type { WaterApplicationTables } from './schema/water-applications';
import type { WaterBillingTables } from './schema/water-billing';

/** Table types. Column names are snake_case and never leave the repositories. */
export interface Database
  extends
    CalendarTables,
    LedgerTables,
    StaffTables,
    ContractCancellationTables,
    DeclarationTables,
    PaymentTables,
    RestructuringTables,
    BackOfficeTables,
    BankServiceTables,
    JobTables,
    WaterApplicationTables,
    WaterBillingTables,
    PrivacyTables,
    ImportTables,
    AuthorityTables {
  city: { city_code: number; city_name: string };
  /** Written by the demo seed alone: a database with a row here holds demo data. */
  demo_data_mark: { made_at: Date; scale: number };
  county: { county_code: number; city_code: number; county_name: string };
  district: {
    district_code: number;
    county_code: number;
    district_name: string;
    village_code: number | null;
    is_village: Generated<boolean>;
    address_source_type: Generated<number>;
  };
  street: { street_code: number; district_code: number; street_name: string; street_type: string };
  outer_door: {
    oid: Generated<number>;
    street_code: number;
    district_code: number;
    door_no: string;
    is_active: Generated<boolean>;
    latitude: number | null;
    longitude: number | null;
  };
  inner_door: { oid: Generated<number>; outer_door_oid: number; door_no: string; is_active: Generated<boolean> };
  parameter: {
    parameter_type_code: string;
    parameter_code: string;
    parameter_name: string;
    parameter_name_en: Generated<string | null>;
    parameter_value: string | null;
    sort_order: Generated<number>;
    is_active: Generated<boolean>;
  };
  bank: { bank_code: string; bank_name: string; eft_code: string };
  bank_branch: { oid: Generated<number>; bank_code: string; branch_code: string; branch_name: string; city_name: string };
  enforcement_office: { oid: Generated<number>; office_name: string; city_name: string; iban: string };
  pr_application_type: {
    oid: Generated<number>;
    code: string;
    name: string;
    name_en: Generated<string | null>;
    description: string;
    description_en: Generated<string | null>;
    is_active: Generated<boolean>;
  };
  menu_item: {
    oid: Generated<number>;
    parent_oid: number | null;
    name: string;
    path: string | null;
    icon: string | null;
    icon_text: string | null;
    type: 'label' | 'extLink' | 'default';
    label: string | null;
    badge_value: string | null;
    badge_color: string | null;
    sort_order: number;
    /** A setting that must be on for the item to show (e.g. ShowSubscriptionMenu). */
    visible_when: string | null;
    is_active: Generated<boolean>;
    name_en: string | null;
    /** Comma-separated words the site search finds the item by, Turkish and English. */
    keywords: string | null;
    /** 'employee': shown only to a signed-in active employee. */
    audience: Generated<'public' | 'employee'>;
  };
  registry: {
    oid: Generated<number>;
    /** The subscriber type (packages/contract/src/enums.ts). */
    registry_type: 'G' | 'Y' | 'T' | 'K' | 'D';
    national_id: string | null;
    tax_number: string | null;
    first_name: string | null;
    last_name: string | null;
    title: string | null;
    father_name: string | null;
    mother_name: string | null;
    /** ISO date (YYYY-MM-DD). */
    birth_date: string | null;
    birth_place: string | null;
    gender: 'E' | 'K' | null;
    /** 10-digit national mobile number (docs/domain/identity-numbers.md). */
    gsm: string | null;
    email: string | null;
    tax_office_code: string | null;
    district_code: number | null;
    street_code: number | null;
    outer_door_oid: number | null;
    inner_door_oid: number | null;
    created_at: Generated<Date>;
  };
  registry_representative: { company_registry_oid: number; person_registry_oid: number; role: Generated<string> };
  member: {
    oid: Generated<number>;
    registry_oid: number;
    user_name: string;
    password_hash: string | null;
    role_code: Generated<string>;
    status: 'PENDING' | 'ACTIVE';
    gsm: string | null;
    email: string | null;
    sms_consent: Generated<boolean>;
    member_name: string | null;
    member_surname: string | null;
    kvkk_consent_at: Date | null;
    registration_key_hash: string | null;
    pending_until: Date | null;
    created_at: Date;
    updated_at: Date;
    password_changed_at: Date | null;
  };
  refresh_token: {
    oid: Generated<number>;
    member_oid: number;
    family_id: string;
    token_hash: string;
    created_at: Date;
    expires_at: Date;
    rotated_at: Date | null;
    revoked_at: Date | null;
  };
  login_ticket: { ticket_hash: string; member_oid: number; created_at: Date; expires_at: Date; used_at: Date | null };
  verification_code: {
    oid: Generated<number>;
    operation_ref: string;
    purpose:
      'REGISTER' | 'UPDATE_PHONE' | 'FAST_PAYMENT' | 'CONTRACT_CANCELLATION' | 'WATER_FAST_PAYMENT' | 'COMPLAINT' | 'WATER_APPLICATION' | 'WATER_DOCUMENTS' | 'PASSWORD_RESET';
    national_id: string;
    /** The subscription a subscriber-number code proves (ValidateSubscriberNo). */
    subscription_oid: number | null;
    gsm: string;
    code_hash: string;
    created_at: Date;
    expires_at: Date;
    attempts: Generated<number>;
    verified_at: Date | null;
    proof_hash: string | null;
    proof_expires_at: Date | null;
    consumed_at: Date | null;
  };
  used_human_verification: { challenge_id: string; expires_at: Date };
  sms_outbox: {
    oid: Generated<number>;
    gsm: string;
    type_code: number;
    message_code: number | null;
    title: string | null;
    body: string;
    status: 'QUEUED' | 'SENT' | 'FAILED';
    provider_ref: string | null;
    error: string | null;
    created_at: Date;
    sent_at: Date | null;
  };
  edevlet_handle: {
    handle_hash: string;
    purpose: 'PERSON_INFO' | 'LOGIN';
    national_id: string | null;
    sealed_token: string | null;
    created_at: Date;
    expires_at: Date;
    used_at: Date | null;
  };
  audit_event: {
    oid: Generated<number>;
    occurred_at: Date;
    event_type: string;
    member_oid: number | null;
    method: 'password' | 'edevlet' | null;
    success: boolean;
    ip_address: string;
    reason: string | null;
    /** Sign-ins: 'phone', 'tablet' or 'computer', from the User-Agent; the raw agent is not kept. */
    device_class: string | null;
  };
  // Public lookups: tax tables, resolutions, files, complaints and requests.
  street_valuation: {
    oid: Generated<number>;
    valuation_year: number;
    district_code: number;
    street_code: number;
    street_name: string;
    street_type: string;
    estate_type_code: 2 | 3;
    unit_value: number;
    name_sort: string;
    search_text: string;
  };
  estate_usage_type: { oid: Generated<number>; code: string; name: string; sort_order: number };
  land_type: { oid: Generated<number>; code: string; name: string; sort_order: number };
  construction_type: { code: number; name: string; abrasion_group_code: number };
  building_class: { code: number; name: string };
  construction_cost: {
    oid: Generated<number>;
    process_year: number;
    usage_type_oid: number;
    construction_type_code: number;
    building_class_code: number;
    minimum_cost: number;
    maximum_cost: number;
    average_cost: number;
    search_text: string;
  };
  abrasion_share: {
    oid: Generated<number>;
    construction_group_code: number;
    construction_group_name: string;
    age_from: number;
    age_to: number | null;
    share_percent: number;
    search_text: string;
  };
  advertising_type: { oid: Generated<number>; code: string; name: string; sort_order: number; unit_name: string };
  advertising_tax_location: { oid: Generated<number>; code: string; name: string; sort_order: number; tariff_group: number };
  advertising_tariff: {
    oid: Generated<number>;
    process_year: number;
    advertising_type_oid: number;
    location_oid: number;
    amount: number;
    is_demo: boolean;
    note: string | null;
    search_text: string;
  };
  ect_activity_type: { oid: Generated<number>; code: string; name: string; sort_order: number; building_group: number };
  ect_annual_price: {
    oid: Generated<number>;
    process_year: number;
    activity_type_oid: number;
    building_group: number;
    unit_name: string;
    amount: number;
    is_demo: boolean;
    note: string | null;
    search_text: string;
  };
  entertainment_place_type: {
    oid: Generated<number>;
    code: string;
    name: string;
    sort_order: number;
    period: 'daily' | 'monthly';
    amount: number;
    is_demo: boolean;
    note: string | null;
  };
  entertainment_type: {
    oid: Generated<number>;
    code: string;
    name: string;
    sort_order: number;
    ticket_rate_percent: number | null;
    is_demo: boolean;
    note: string | null;
  };
  stored_file: {
    oid: Generated<number>;
    owner_user_oid: number | null;
    upload_token_hash: string | null;
    is_published: Generated<boolean>;
    file_name: string;
    document_name: string;
    content_type: string;
    size: number;
    sha256: string;
    content: Uint8Array;
    created_at: Date;
    attached_at: Date | null;
  };
  resolution_type: { oid: Generated<number>; code: string; name: string; sort_order: number };
  meeting: {
    oid: Generated<number>;
    body: 'council' | 'committee';
    year: number;
    session_type: 'ordinary' | 'extraordinary';
    session_no: number;
    title: string;
    /** ISO date (YYYY-MM-DD). */
    meeting_date: string;
    meeting_time: string;
  };
  resolution: {
    oid: Generated<number>;
    meeting_oid: number;
    body: 'council' | 'committee';
    year: number;
    sequence_no: number;
    resolution_no: string;
    resolution_date: string;
    agenda_item_no: number;
    resolution_type_oid: number;
    subject: string;
    summary: string;
    full_text: string;
    decision: string;
    vote_result: string;
    department: string;
    status: string;
    is_published: boolean;
    published_at: Date;
    search_vector: string;
    search_ascii: string;
    /** Generated from search_ascii (`simple` tsvector); never written. */
    search_words: Generated<string>;
  };
  resolution_attachment: { resolution_oid: number; file_oid: number; title: string; sort_order: number };
  complaint: {
    oid: Generated<number>;
    tracking_number: string;
    application_type_code: string;
    category_code: string;
    subject: string;
    description: string;
    district_code: number | null;
    street_code: number | null;
    outer_door_oid: number | null;
    location_description: string | null;
    /** Null for an anonymous tip-off. */
    contact_name: string | null;
    /** Null for an anonymous tip-off, whose phone is only in gsm_hash. */
    gsm: string | null;
    gsm_hash: string | null;
    anonymous: Generated<boolean>;
    email: string | null;
    member_user_oid: number | null;
    status: 'received' | 'inProgress' | 'answered' | 'closed';
    answer: string | null;
    search_text: string;
    created_at: Date;
    updated_at: Date;
    /** Back office: raised by every action; the unit working it; the clerk who has it. */
    version: Generated<number>;
    unit_code: Generated<string>;
    assigned_member_oid: number | null;
  };
  /** The unit a category's complaints arrive in; a category without a row arrives at Beyaz Masa. */
  complaint_category_unit: { category_code: string; unit_code: string };
  complaint_status_history: {
    oid: Generated<number>;
    complaint_oid: number;
    status: 'received' | 'inProgress' | 'answered' | 'closed';
    note: string | null;
    note_en: Generated<string | null>;
    at: Date;
  };
  complaint_attachment: { complaint_oid: number; file_oid: number };
}
