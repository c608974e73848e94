import type { Generated } from 'kysely';

/** Table types. Column names are snake_case and never leave the repositories. */
export interface Database {
  city: { city_code: number; city_name: string };
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
    parameter_value: string | null;
    sort_order: Generated<number>;
    is_active: Generated<boolean>;
  };
  bank: { bank_code: string; bank_name: string; eft_code: string };
  bank_branch: { oid: Generated<number>; bank_code: string; branch_code: string; branch_name: string; city_name: string };
  enforcement_office: { oid: Generated<number>; office_name: string; city_name: string; iban: string };
  pr_application_type: { oid: Generated<number>; code: string; name: string; description: string; is_active: Generated<boolean> };
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
  };
}
