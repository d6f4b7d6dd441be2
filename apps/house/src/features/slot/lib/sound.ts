/** The game's sounds, synthesised with WebAudio (no audio files). */
export type SoundBoard = {
  reelStop(): void;
  win(): void;
  bigWin(): void;
  freeSpins(): void;
  click(): void;
};

export const SILENT: SoundBoard = {
  reelStop: () => undefined,
  win: () => undefined,
  bigWin: () => undefined,
  freeSpins: () => undefined,
  click: () => undefined,
};

type Tone = { frequency: number; at: number; length: number; type?: OscillatorType; gain?: number };

/**
 * A sound board that plays only while `isOn()` is true. The AudioContext is created on the first
 * sound after the player turned sound on (a click), as browsers require.
 */
export const createSoundBoard = (isOn: () => boolean): SoundBoard => {
  let context: AudioContext | undefined;
  const audio = (): AudioContext | undefined => {
    if (!isOn()) return undefined;
    if (typeof window.AudioContext !== 'function') return undefined;
    context ??= new window.AudioContext();
    if (context.state === 'suspended') void context.resume();
    return context;
  };

  const play = (tones: Tone[]) => {
    const ctx = audio();
    if (!ctx) return;
    const now = ctx.currentTime;
    for (const tone of tones) {
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.type = tone.type ?? 'sine';
      osc.frequency.setValueAtTime(tone.frequency, now + tone.at);
      const peak = tone.gain ?? 0.12;
      gain.gain.setValueAtTime(0.0001, now + tone.at);
      gain.gain.exponentialRampToValueAtTime(peak, now + tone.at + 0.01);
      gain.gain.exponentialRampToValueAtTime(0.0001, now + tone.at + tone.length);
      osc.connect(gain).connect(ctx.destination);
      osc.start(now + tone.at);
      osc.stop(now + tone.at + tone.length + 0.02);
    }
  };

  // A pentatonic scale keeps every jingle in the game's Eastern mood.
  const PENTATONIC = [523.25, 587.33, 659.25, 783.99, 880, 1046.5, 1174.66, 1318.51];

  return {
    reelStop: () =>
      play([
        { frequency: 110, at: 0, length: 0.09, type: 'triangle', gain: 0.18 },
        { frequency: 220, at: 0, length: 0.05, type: 'square', gain: 0.03 },
      ]),
    win: () =>
      play(
        [0, 2, 4].map((step, i) => ({
          frequency: PENTATONIC[step] ?? 660,
          at: i * 0.09,
          length: 0.22,
          type: 'triangle',
        })),
      ),
    bigWin: () =>
      play(
        [0, 1, 2, 3, 4, 5, 6, 7, 5, 7].map((step, i) => ({
          frequency: PENTATONIC[step] ?? 880,
          at: i * 0.08,
          length: 0.3,
          type: 'triangle',
          gain: 0.14,
        })),
      ),
    freeSpins: () =>
      play(
        [0, 2, 4, 7, 4, 7].map((step, i) => ({
          frequency: PENTATONIC[step] ?? 880,
          at: i * 0.12,
          length: 0.35,
          type: 'sine',
          gain: 0.16,
        })),
      ),
    click: () => play([{ frequency: 1400, at: 0, length: 0.03, type: 'square', gain: 0.03 }]),
  };
};
