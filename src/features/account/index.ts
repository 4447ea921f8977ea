/** The account feature's public module: the mobile field, the SMS button and the register settings other forms reuse. */
export { MobileField } from './MobileField';
export { SmsButton } from './SmsButton';
export { useAccountSettings } from './useAccountSettings';
