export const BRAND = "Keystone Talent";
