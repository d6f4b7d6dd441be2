/** The colour keys of the birds; the page shows each in the member's language. */
export const COCK_COLOURS = ['red', 'grey', 'white', 'black', 'golden'] as const;
export type CockColour = (typeof COCK_COLOURS)[number];

/** A bird of the stable. */
export type CockfightBird = {
  /** Stable identifier, stored in every card and outcome. */
  id: number;
  /** Proper name: the same in every language. */
  name: string;
  colour: CockColour;
  /**
   * How strong the bird is, 60 to 100: fixed, and never on the card. Only the win probabilities
   * it leads to are shown.
   */
  strength: number;
};

/** The stable: twenty birds that meet again and again, so their records are their own. */
export const COCKFIGHT_BIRDS: readonly CockfightBird[] = [
  { id: 1, name: 'Kidlat', colour: 'red', strength: 96 },
  { id: 2, name: 'Bagyo', colour: 'grey', strength: 91 },
  { id: 3, name: 'Apoy', colour: 'red', strength: 88 },
  { id: 4, name: 'Kulog', colour: 'black', strength: 85 },
  { id: 5, name: 'Habagat', colour: 'grey', strength: 83 },
  { id: 6, name: 'Amihan', colour: 'white', strength: 80 },
  { id: 7, name: 'Bulkan', colour: 'black', strength: 93 },
  { id: 8, name: 'Lintik', colour: 'golden', strength: 78 },
  { id: 9, name: 'Sigwa', colour: 'grey', strength: 76 },
  { id: 10, name: 'Talim', colour: 'white', strength: 74 },
  { id: 11, name: 'Bituin', colour: 'golden', strength: 72 },
  { id: 12, name: 'Agila', colour: 'red', strength: 89 },
  { id: 13, name: 'Lawin', colour: 'black', strength: 82 },
  { id: 14, name: 'Bayani', colour: 'red', strength: 70 },
  { id: 15, name: 'Datu', colour: 'grey', strength: 68 },
  { id: 16, name: 'Lakan', colour: 'golden', strength: 86 },
  { id: 17, name: 'Sinag', colour: 'white', strength: 66 },
  { id: 18, name: 'Alon', colour: 'white', strength: 64 },
  { id: 19, name: 'Unos', colour: 'black', strength: 79 },
  { id: 20, name: 'Tapang', colour: 'red', strength: 62 },
];

const BY_ID = new Map(COCKFIGHT_BIRDS.map((bird) => [bird.id, bird]));

/** The bird with an id; throws on an id not in the stable. */
export const birdById = (id: number): CockfightBird => {
  const bird = BY_ID.get(id);
  if (!bird) throw new RangeError(`no bird ${id}`);
  return bird;
};
