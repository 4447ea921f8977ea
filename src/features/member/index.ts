/** The member area's public face for other features. */
export { TrialPrompt } from './TrialPrompt';
