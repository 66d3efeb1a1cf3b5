import type { Weather } from './tour-model.ts';

/** Softer and darker on a snowy day, brighter hiss for rain, a gentle street murmur otherwise. */
const filterHz: Record<Weather, number> = { sunny: 650, cloudy: 520, rainy: 2600, snowy: 320 };
const MAX_GAIN = 0.25;

/**
 * A quiet ambient sound made on the spot with the Web Audio API (no audio files to download):
 * looping brown noise through a low-pass filter, with a slow swell so it does not feel static.
 * The audio context is created on the first user gesture (browsers forbid autoplay).
 */
export function createAmbientSound() {
  let context: AudioContext | null = null;
  let gain: GainNode | null = null;
  let filter: BiquadFilterNode | null = null;
  let suspendTimer: ReturnType<typeof setTimeout> | undefined;

  function build(ctx: AudioContext) {
    const seconds = 4;
    const buffer = ctx.createBuffer(1, ctx.sampleRate * seconds, ctx.sampleRate);
    const data = buffer.getChannelData(0);
    let last = 0;
    for (let i = 0; i < data.length; i++) {
      // Brown noise: integrated white noise, kept in range.
      last = (last + 0.02 * (Math.random() * 2 - 1)) / 1.02;
      data[i] = last * 3.5;
    }
    const source = ctx.createBufferSource();
    source.buffer = buffer;
    source.loop = true;
    filter = ctx.createBiquadFilter();
    filter.type = 'lowpass';
    gain = ctx.createGain();
    gain.gain.value = 0;
    const swell = ctx.createOscillator();
    const swellDepth = ctx.createGain();
    swell.frequency.value = 0.08;
    swellDepth.gain.value = 120;
    swell.connect(swellDepth).connect(filter.frequency);
    source.connect(filter).connect(gain).connect(ctx.destination);
    source.start();
    swell.start();
  }

  return {
    /** Starts (or resumes) the sound at `volume` 0–100; call from a user gesture. */
    play(volume: number, weather: Weather) {
      const AudioContextClass = window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
      if (!AudioContextClass) return false;
      if (!context) {
        context = new AudioContextClass();
        build(context);
      }
      clearTimeout(suspendTimer);
      void context.resume();
      this.update(volume, weather);
      return true;
    },
    update(volume: number, weather: Weather) {
      if (!context || !gain || !filter) return;
      const now = context.currentTime;
      gain.gain.setTargetAtTime((Math.min(Math.max(volume, 0), 100) / 100) * MAX_GAIN, now, 0.2);
      filter.frequency.setTargetAtTime(filterHz[weather], now, 0.5);
    },
    pause() {
      if (!context || !gain) return;
      gain.gain.setTargetAtTime(0, context.currentTime, 0.1);
      const ctx = context;
      // Fade out first, then let the audio thread rest.
      suspendTimer = setTimeout(() => void ctx.suspend().catch(() => {}), 400);
    },
    dispose() {
      clearTimeout(suspendTimer);
      void context?.close().catch(() => {});
      context = null;
      gain = null;
      filter = null;
    },
  };
}

export type AmbientSound = ReturnType<typeof createAmbientSound>;
