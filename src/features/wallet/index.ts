/** The wallet's public face for other features: the bonus claim a promotion's detail offers. */
export { ClaimBonusButton } from './ClaimBonusButton';
