/** `session` area of the worker API: the page tells the worker where and as whom to talk. */
import { currentConfig, updateConfig, type SessionConfig } from './context';

export const session = {
  configure(patch: Partial<SessionConfig>): SessionConfig {
    return { ...updateConfig(patch) };
  },
  current(): SessionConfig {
    return { ...currentConfig() };
  },
};
