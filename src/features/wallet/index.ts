/** The wallet's public face for other features: the bonus claim and the wagering a promotion's detail shows. */
export { ClaimBonusButton } from './ClaimBonusButton';
export { BonusPanel } from './BonusPanel';
