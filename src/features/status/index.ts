/** The status feature's public module: the SPEC §2 system status gate and its status check. */
export { StatusGate } from './StatusGate';
export { isSystemStatus } from './gate';
