/** What other features may use of the inbox: the member-only gate the live chat shares. */
export { SupportGate } from './SupportGate';
