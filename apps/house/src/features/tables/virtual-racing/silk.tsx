/** Each runner number's saddle cloth: background and number colour, as on a racecourse. */
const SILKS: readonly (readonly [background: string, text: string])[] = [
  ['#d62828', '#ffffff'],
  ['#f4f4f4', '#111111'],
  ['#1d4ed8', '#ffffff'],
  ['#facc15', '#111111'],
  ['#15803d', '#ffffff'],
  ['#111111', '#facc15'],
  ['#f97316', '#111111'],
  ['#ec4899', '#111111'],
];

export const silkColour = (number: number): string => SILKS[number - 1]?.[0] ?? '#888888';

/** A runner's saddle cloth with its number; decorative, the text around it names the runner. */
export const Silk = ({ number, className = '' }: { number: number; className?: string }) => {
  const [background, color] = SILKS[number - 1] ?? ['#888888', '#ffffff'];
  return (
    <span className={`vr-silk ${className}`} style={{ background, color }} aria-hidden="true">
      {number}
    </span>
  );
};
