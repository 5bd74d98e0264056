/**
 * The money pages (issue 9) in one lazy module: the cashier, the payment result, bills and accounts for
 * both sides. One module keeps the entry's dependency list short (home first-load budget).
 */
export { CashierPage } from './cashier-page';
export { PayConfirmPage } from './pay-confirm-page';
export { UBillPage, UcBillPage } from './bill-page';
export { UAccountPage, UcAccountPage } from './account-page';
