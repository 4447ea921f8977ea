/**
 * The live tables on /m/live-games (SPEC §7 live-model list): a card per table with its dealer's
 * picture and name, the game, who is playing, the limits and the road. A tap opens that game as
 * any tile does (src/features/games/play.ts). Its own chunk: the category page loads it for LIVE only.
 */
import { useState } from 'react';
import type { LiveTable, RoadMark } from '../../api/arena-wire';
import { db } from '../../db/db';
import type { GameRow } from '../../db/rows';
import { useCatalogueArea } from '../../i18n/areas';
import { useT } from '../../i18n/useT';
import { playGame } from '../games';
import { ROAD_KEYS, TABLES_SHOWN } from './arena-rules';
import { AsOfNote } from './AsOfNote';
import { useLiveTables } from './useArena';
import './arena.css';
import { useMoney } from '../../ui/useMoney';

/** The table's game as the launcher takes it; one not synced to the device yet goes by the table's fields. */
async function tableGame(table: LiveTable): Promise<GameRow> {
  const game = await db.games.get(table.nodeId);
  return (
    game ??
    ({
      nodeId: table.nodeId,
      vassalage: table.vendor,
      gameType: 'LIVE',
      gameCategory: 'LIVE',
      gameClassify: table.gameClassify,
      roomId: table.roomId,
      displayName: table.gameName,
      nodeName: table.gameName,
      gameName: table.gameName,
    } as GameRow)
  );
}

export default function LiveTables({ vendor = '' }: { vendor?: string }) {
  useCatalogueArea('arena');
  const { t } = useT();
  const tables = useLiveTables(vendor);
  const [all, setAll] = useState(false);
  const value = tables.value;
  // Nothing read yet and nothing kept: the game list below is still the page.
  if (!value) return null;
  // A few tables, then the rest on request: the game list below stays within reach.
  const shown = all ? value.list : value.list.slice(0, TABLES_SHOWN);
  return (
    <section className="arena-tables" aria-labelledby="arena-tables-title" data-testid="live-tables">
      <h2 className="games-page__section" id="arena-tables-title">
        {t('arena_live_tables')}
      </h2>
      {value.list.length === 0 ? (
        <p className="arena-note">{t('arena_no_tables')}</p>
      ) : (
        <ul className="arena-tables__list">
          {shown.map((table) => (
            <li key={table.roomId}>
              <TableCard table={table} />
            </li>
          ))}
        </ul>
      )}
      {value.list.length > TABLES_SHOWN && (
        <button type="button" className="button button--ghost arena-tables__more" aria-expanded={all} onClick={() => setAll(!all)}>
          {all ? t('arena_show_fewer') : t('arena_show_all', { count: String(value.list.length) })}
        </button>
      )}
      <AsOfNote asOf={value.asOf} />
    </section>
  );
}

function TableCard({ table }: { table: LiveTable }) {
  const { t } = useT();
  const money = useMoney();
  return (
    <button type="button" className="arena-table" data-room={table.roomId} onClick={() => void tableGame(table).then(playGame)}>
      <img className="arena-table__dealer" src={table.dealer.pictureUrl} alt={table.dealer.name} width="56" height="56" loading="lazy" />
      <span className="arena-table__body">
        <span className="arena-table__name">{table.dealer.name}</span>
        <span className="arena-table__game">
          {table.gameName} · {table.vendorName}
        </span>
        <span className="arena-table__meta">
          <span>{t('arena_players', { count: String(table.players) })}</span>
          <span>{t('arena_limits', { min: money(table.minBet), max: money(table.maxBet) })}</span>
        </span>
        {table.gameClassify === 'BACCARAT' && <Road road={table.road} />}
      </span>
    </button>
  );
}

function Road({ road }: { road: RoadMark[] }) {
  const { t } = useT();
  const label = road.length ? t('arena_road', { results: road.map((mark) => t(ROAD_KEYS[mark])).join(', ') }) : t('arena_road_none');
  return (
    <span className="arena-road" role="img" aria-label={label}>
      {road.map((mark, i) => (
        <span key={i} className={`arena-road__dot arena-road__dot--${mark}`} aria-hidden="true">
          {t(ROAD_KEYS[mark]).slice(0, 1)}
        </span>
      ))}
    </span>
  );
}
