/** Mobiles of the seeded users: designer n (user n) is 138 0000 000n, the i-th employer 139 0000 000i. */
export const designerMobile = (userId: number): string => `1380000${String(userId).padStart(4, '0')}`;
export const employerMobile = (index: number): string => `1390000${String(index + 1).padStart(4, '0')}`;
