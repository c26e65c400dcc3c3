/** Limits shared by the forms and the server. Every string field has a maximum length. */
export const LIMITS = {
  shortText: 200,
  mediumText: 1000,
  longText: 20000,
  passwordMin: 8,
  passwordMax: 256,
  pageSizeDefault: 25,
  pageSizeMax: 100,
  /** Largest amount accepted, in currency units (fits in a signed 53-bit integer of cents). */
  moneyMax: 999_999_999_999.99,
} as const;

export const PAGE_SIZES = [10, 25, 50, 100] as const;
