/**
 * The leagues and clubs the simulated matches are drawn from. A club's strength (50–90) drives
 * its expected goals, so the goal plan and the prices both favour the stronger side.
 */
export interface Club {
  name: string;
  strength: number;
}

export interface League {
  name: string;
  clubs: readonly Club[];
}

const club = (name: string, strength: number): Club => ({ name, strength });

export const LEAGUES: readonly League[] = [
  {
    name: 'Premier League',
    clubs: [
      club('Manchester Reds', 86),
      club('Merseyside Blues', 74),
      club('North London Cannons', 84),
      club('West London Lions', 80),
      club('Tyneside Magpies', 76),
      club('Midlands Villans', 78),
    ],
  },
  {
    name: 'La Liga',
    clubs: [
      club('Real Castilla', 88),
      club('Barcelona Blaugrana', 86),
      club('Atlético del Manzanares', 82),
      club('Sevilla Andaluz', 72),
      club('Valencia Murciélagos', 70),
      club('Bilbao Leones', 74),
    ],
  },
  {
    name: 'Serie A',
    clubs: [
      club('Torino Zebre', 82),
      club('Milano Rossoneri', 80),
      club('Inter Nerazzurri', 84),
      club('Napoli Azzurri', 81),
      club('Roma Lupi', 75),
      club('Firenze Viola', 70),
    ],
  },
  {
    name: 'Bangladesh Premier League',
    clubs: [
      club('Dhaka Abahani', 70),
      club('Bashundhara Kings', 74),
      club('Mohammedan Dhaka', 66),
      club('Chittagong Abahani', 62),
      club('Sheikh Russel KC', 58),
      club('Rahmatganj MFS', 55),
    ],
  },
  {
    name: 'V.League 1',
    clubs: [
      club('Hà Nội FC', 72),
      club('Hoàng Anh Gia Lai', 64),
      club('Công An Hà Nội', 70),
      club('Thép Xanh Nam Định', 68),
      club('Becamex Bình Dương', 62),
      club('Hải Phòng FC', 60),
    ],
  },
];

export interface Fixture {
  league: string;
  home: Club;
  away: Club;
}

/**
 * The fixture of one kick-off slot, a pure function of the slot's number: two instances
 * scheduling the same slot pick the same clubs, so the unique (kick-off, home) key keeps one.
 * Walks the leagues in turn and, within a league, every ordered pair of clubs.
 */
export function fixtureOfSlot(slot: number): Fixture {
  const league = LEAGUES[mod(slot, LEAGUES.length)]!;
  const n = league.clubs.length;
  const round = Math.floor(slot / LEAGUES.length);
  const home = mod(round, n);
  // 1..n-1 steps on from the home side: never the same club twice in one match.
  const away = mod(home + 1 + mod(Math.floor(round / n) * 7 + round, n - 1), n);
  return { league: league.name, home: league.clubs[home]!, away: league.clubs[away]! };
}

/** A club by league and name (strength for an existing match's prices); a middling one if renamed. */
export function clubOf(league: string, name: string): Club {
  return LEAGUES.find((l) => l.name === league)?.clubs.find((c) => c.name === name) ?? club(name, 70);
}

function mod(a: number, n: number): number {
  return ((a % n) + n) % n;
}
