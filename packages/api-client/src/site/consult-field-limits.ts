// The consultation form's typed fields' limits (spec/site.md §3 Consultation request), without
// zod: the form's inputs cap their length with them and call #12's schema checks them.
/**
 * Ours: the longest value of each typed field. A company name or address as registered fits
 * (the business registry's own limits are shorter), a size or a title is a few words, and an
 * email address is at most 254 characters (RFC 5321).
 */
export const CONSULT_FIELD_MAX_LENGTH = {
  companyName: 100,
  address: 200,
  business: 100,
  size: 50,
  managerName: 50,
  managerPosition: 50,
  email: 254,
} as const;
