export { RedeemVoucherPage } from './RedeemVoucherPage';
