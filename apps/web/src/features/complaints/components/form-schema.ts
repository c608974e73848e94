import { formatGsm, operations, TIP_OFF_TYPE_CODE, type MemberInfo } from '@ebelediye/contract';
import { z } from 'zod';

const shape = operations.CreateComplaintRequest.request.shape;
const contactName = shape.contactName.unwrap();

/** The form's own fields: the contract's rules, with selects and optional texts as strings. */
export const complaintFormSchema = z
  .object({
    applicationTypeCode: shape.applicationTypeCode,
    complaintCategoryCode: shape.complaintCategoryCode,
    subject: shape.subject,
    description: shape.description,
    districtCode: z.string(),
    streetCode: z.string(),
    outerDoorOid: z.string(),
    locationDescription: z.string().trim().max(300, 'Konum açıklaması en fazla 300 karakter olabilir.'),
    anonymous: z.boolean(),
    contactName: z.string(),
    gsmNumber: z.string().trim().min(1, 'Cep telefonu zorunludur.').pipe(shape.gsmNumber),
    email: z
      .string()
      .trim()
      .max(254, 'E-posta adresi en fazla 254 karakter olabilir.')
      .refine((v) => v === '' || z.email().safeParse(v).success, 'Geçerli bir e-posta adresi giriniz.'),
  })
  // A name is asked unless the tip-off is anonymous.
  .superRefine((values, ctx) => {
    if (values.anonymous && values.applicationTypeCode === TIP_OFF_TYPE_CODE) return;
    const name = contactName.safeParse(values.contactName);
    if (!name.success) ctx.addIssue({ code: 'custom', path: ['contactName'], message: name.error.issues[0]!.message });
  });

export type ComplaintFormInput = z.input<typeof complaintFormSchema>;
export type ComplaintFormValues = z.output<typeof complaintFormSchema>;

export const emptyComplaintForm: ComplaintFormInput = {
  applicationTypeCode: '',
  complaintCategoryCode: '',
  subject: '',
  description: '',
  districtCode: '',
  streetCode: '',
  outerDoorOid: '',
  locationDescription: '',
  anonymous: false,
  contactName: '',
  gsmNumber: '',
  email: '',
};

/** A signed-in member's name, phone and e-mail are filled in for them. */
export function complaintFormFor(user: MemberInfo | null): ComplaintFormInput {
  if (!user) return emptyComplaintForm;
  const { memberName, memberSurname, gsmNumber, email } = user.UserDetail;
  return {
    ...emptyComplaintForm,
    contactName: [memberName, memberSurname].filter(Boolean).join(' '),
    gsmNumber: gsmNumber ? formatGsm(gsmNumber) : '',
    email: email ?? '',
  };
}
