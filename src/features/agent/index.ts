/** The agent area's public face for other features: the gate every agent page is wrapped in. */
export { AgentGate } from './AgentGate';
