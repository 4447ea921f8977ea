/** Catalogue keys of the sportsbook's recurring words: picks, bet statuses, modes. */
import type { LegResult, SportBetMode, SportBetStatus, SportSelection } from '../../api/sports-wire';
import type { MessageKey } from '../../i18n';

export const SELECTION_KEYS: Record<SportSelection, MessageKey> = { home: 'sports_pick_home', draw: 'sports_pick_draw', away: 'sports_pick_away' };

export const STATUS_KEYS: Record<SportBetStatus | LegResult, MessageKey> = {
  open: 'sports_status_open',
  won: 'sports_status_won',
  lost: 'sports_status_lost',
  void: 'sports_status_void',
};

export const MODE_KEYS: Record<SportBetMode, MessageKey> = { single: 'sports_mode_single', accumulator: 'sports_mode_accumulator' };
